// Reading a Content-Security-Policy header and a page's inline scripts back, for
// tests that check what a browser would allow.
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** Directive name → its sources, as a browser splits the header. */
export const parseCsp = (header: string | null | undefined): Map<string, string[]> =>
  new Map(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );

export interface InlineScript {
  readonly type: string | undefined;
  readonly id: string | undefined;
  readonly text: string;
}

/** The <script> elements without src, with their text as the browser reads it. */
export const inlineScripts = (html: string): InlineScript[] => {
  const found: InlineScript[] = [];
  let open: { type: string | undefined; id: string | undefined; text: string } | undefined;
  const parser = new Parser({
    onopentag: (name, attributes) => {
      if (name === 'script' && attributes['src'] === undefined) open = { type: attributes['type'], id: attributes['id'], text: '' };
    },
    ontext: (text) => {
      if (open) open.text += text;
    },
    onclosetag: (name) => {
      if (name === 'script' && open) found.push(open);
      if (name === 'script') open = undefined;
    },
  });
  parser.end(html);
  return found;
};

/** Scripts a browser runs: a data block (application/json, ld+json) never runs. */
export const isExecutable = (script: InlineScript): boolean =>
  script.type === undefined || ['', 'module', 'text/javascript', 'application/javascript'].includes(script.type.toLowerCase());

export const sha256Source = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
