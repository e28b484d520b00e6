// Escaping for the XML documents we write by hand (sitemaps, feeds). Writing them
// as strings keeps the core free of any XML library and lets the server stream them.

/** Characters XML 1.0 forbids anywhere, even escaped; WordPress text sometimes carries them. */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Safe in element text and in attribute values (either quote). */
export const escapeXml = (value: string): string => value.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
