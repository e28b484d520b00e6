// JSON that is safe inside a <script> element: React does not escape
// dangerouslySetInnerHTML, so a title containing </script> would otherwise end
// the element and run whatever follows.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export const serializeForScript = (value: unknown): string =>
  (JSON.stringify(value) ?? 'null').replace(UNSAFE, (ch) => ESCAPES[ch] ?? ch);
