// The real validators of the sitemap tests: xmllint (Debian's libxml2-utils) with
// the sitemaps.org schema as the `sitemap` npm package ships it. Google's News
// schema, the sitemaps.org index schema and the XHTML schema that the hreflang
// links need are published only on google.com and sitemaps.org, which this
// machine cannot reach (docs/decisions/0006): those parts are checked field by
// field instead, with a real XML parser.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseDocument } from 'htmlparser2';
import render from 'dom-serializer';
import { removeElement, findAll, getAttributeValue, textContent } from 'domutils';
import type { Element } from 'domhandler';

const require = createRequire(import.meta.url);
export const SITEMAP_XSD = join(dirname(require.resolve('sitemap/package.json')), 'schema', 'sitemap.xsd');

const dir = mkdtempSync(join(tmpdir(), 'newsdesk-xml-'));
let files = 0;

/** xmllint's verdict: its exit status and what it printed. */
export const xmllint = (xml: string, schema?: string): { readonly ok: boolean; readonly output: string } => {
  const file = join(dir, `doc-${(files += 1)}.xml`);
  writeFileSync(file, xml);
  const result = spawnSync('xmllint', ['--noout', '--nonet', ...(schema ? ['--schema', schema] : []), file], { encoding: 'utf8' });
  if (result.error) throw result.error;
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
};

const parseXml = (xml: string) => parseDocument(xml, { xmlMode: true });

/** Every element of a (prefixed) name, e.g. 'xhtml:link'. */
export const elements = (xml: string, name: string): Element[] => findAll((e) => e.name === name, parseXml(xml).children);

/** The direct children of an element with that name. */
export const childElements = (element: Element, name: string): Element[] =>
  element.children.filter((node): node is Element => node.type === 'tag' && (node as Element).name === name);

export const attr = (element: Element, name: string): string | undefined => getAttributeValue(element, name);
export const text = (element: Element, child: string): string | undefined => {
  const found = findAll((e) => e.name === child, element.children)[0];
  return found ? textContent(found) : undefined;
};

/** The document without its extension elements (any prefixed name): what sitemap.xsd alone can judge. */
export const withoutExtensions = (xml: string): string => {
  const doc = parseXml(xml);
  for (const element of findAll((e) => e.name.includes(':'), doc.children)) removeElement(element);
  // dom-serializer mangles the XML declaration; the root element is all xmllint needs.
  return render(doc.children.filter((node) => node.type !== 'directive'), { xmlMode: true });
};
