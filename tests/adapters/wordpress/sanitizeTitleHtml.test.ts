import { isTag, type AnyNode, type Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { sanitizeTitleHtml } from '../../../adapters/wordpress/sanitizeTitleHtml.ts';

// A title's HTML as WordPress renders it, into what a heading may show: the inline
// markup of a phrase, nothing that runs, loads or links, and every word a browser
// would have shown.
const INLINE = new Set(['em', 'i', 'strong', 'b', 'sub', 'sup', 'code']);

const elementsOf = (nodes: readonly AnyNode[]): Element[] => nodes.flatMap((n) => (isTag(n) ? [n, ...elementsOf(n.children)] : []));
const parsed = (html: string) => parseDocument(html, { decodeEntities: true });
/** What a reader reads of the heading. */
const textOf = (html: string): string => DomUtils.textContent(parsed(html)).replace(/\s+/g, ' ').trim();

describe('a title’s markup as a heading shows it', () => {
  it('keeps the inline markup WordPress allows in a title', () => {
    expect(sanitizeTitleHtml('Why <em>this</em> matters')).toBe('Why <em>this</em> matters');
    expect(sanitizeTitleHtml('H<sub>2</sub>O and E = mc<sup>2</sup>')).toBe('H<sub>2</sub>O and E = mc<sup>2</sup>');
    expect(sanitizeTitleHtml('<strong>Big</strong>, <b>bold</b>, <i>aside</i> and <code>npm ci</code>')).toBe('<strong>Big</strong>, <b>bold</b>, <i>aside</i> and <code>npm ci</code>');
  });

  it('keeps no attribute, not even a harmless one', () => {
    expect(sanitizeTitleHtml('Why <em class="x" style="color:red" onmouseover="alert(1)" title="t">this</em> matters')).toBe('Why <em>this</em> matters');
  });

  it('unwraps every other element to its text: links, spans, marks, headings, images', () => {
    const html = sanitizeTitleHtml('<h1>A <a href="javascript:alert(1)">link</a>, <span style="color:red">red</span> and <mark>marked</mark><img src=x onerror=alert(2)></h1>');
    expect(html).toBe('A link, red and marked');
  });

  it('drops what scripts, styles, SVG and their kind hold, which a browser never shows', () => {
    expect(sanitizeTitleHtml('Robots <script>alert(1)</script>at work<style>h1{color:red}</style>')).toBe('Robots at work');
    expect(sanitizeTitleHtml('Charts <svg onload="alert(1)"><text>drawn</text></svg>explained')).toBe('Charts explained');
    expect(sanitizeTitleHtml('</script><script>alert(1)</script><img src=x onerror=alert(2)>')).toBe('');
  });

  it('keeps every word a browser would show around a stray end tag or a lone angle bracket', () => {
    expect(textOf(sanitizeTitleHtml('Leaks </script> Into The Pantry'))).toBe('Leaks Into The Pantry');
    expect(textOf(sanitizeTitleHtml('3 < 5, and 5 > 3'))).toBe('3 < 5, and 5 > 3');
    expect(sanitizeTitleHtml('3 < 5')).toBe('3 &lt; 5');
  });

  it('keeps an escaped tag as the text it is, decoded once', () => {
    expect(textOf(sanitizeTitleHtml('Writing &lt;em&gt; by hand &amp;amp; more'))).toBe('Writing <em> by hand &amp; more');
  });

  it('separates the words a line break or a block split, and collapses spaces but not a no-break one', () => {
    expect(sanitizeTitleHtml('One<br>Two<br/>Three')).toBe('One Two Three');
    expect(sanitizeTitleHtml('<p>First</p><p>second</p>')).toBe('First second');
    expect(sanitizeTitleHtml('  AI\n\t Act\u00a0: ')).toBe('AI Act\u00a0:');
  });

  it('never lets anything but inline markup through, whatever the payload', () => {
    const payloads = [
      '<scr<script>ipt>alert(1)</scr</script>ipt> words',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript> after',
      '<em><a href="https://example.org">nested <b>link</b></a></em>',
      '"\'><svg onload=alert(1)>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>framed',
      '<template><script>alert(1)</script></template>kept',
    ];
    for (const payload of payloads) {
      const html = sanitizeTitleHtml(payload);
      const elements = elementsOf(parsed(html).children);
      expect(elements.filter((el) => !INLINE.has(el.name) || Object.keys(el.attribs).length > 0).map((el) => el.name), payload).toEqual([]);
      expect(html, payload).not.toMatch(/<\s*\/?\s*(script|style|svg|iframe|img|a)\b/i);
    }
  });
});
