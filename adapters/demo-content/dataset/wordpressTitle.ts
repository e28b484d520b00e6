// WordPress sends titles HTML-escaped (`esc_html`: `&#039;`, `&amp;`, `&quot;`),
// so the demo does too: the site must decode them once, and a reader still sees
// "L'addestramento", never "L&#039;addestramento".
const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

export const wordpressTitle = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
