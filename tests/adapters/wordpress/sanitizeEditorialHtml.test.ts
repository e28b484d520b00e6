import { createRequire } from 'node:module';
import { isTag, type AnyNode, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { createEditorialHtmlSanitizer } from '../../../adapters/wordpress/sanitizeEditorialHtml.ts';
import { HEAD_SCRIPT_ID, INLINE_STYLE_ID, STATE_SCRIPT_ID, TEXTS_SCRIPT_ID } from '../../../web/document/DocumentContext.ts';

const sanitize = createEditorialHtmlSanitizer();

/** What a reader's page may hold of editorial markup: no iframe (an embed is a figure until the reader loads it), no form, no script. */
const ALLOWED = new Set([
  'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'figure', 'figcaption', 'img', 'video', 'audio', 'source', 'track', 'blockquote', 'q', 'cite', 'code', 'pre', 'kbd', 'samp', 'var', 'details', 'summary',
  'strong', 'em', 'b', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'mark', 'small', 'abbr', 'dfn', 'time', 'bdi', 'bdo', 'ruby', 'rt', 'rp',
  'br', 'wbr', 'hr', 'abbr', 'span', 'div', 'a',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'poster', 'cite', 'action', 'formaction', 'xlink:href', 'data']);

const elementsOf = (nodes: readonly AnyNode[]): Element[] => nodes.flatMap((n) => (isTag(n) ? [n, ...elementsOf(n.children)] : []));

/** The scheme a browser would read: control characters and spaces ignored, case folded. */
const schemeOf = (url: string): string => url.replace(/[\u0000-\u0020]/g, '').toLowerCase();

/** Everything in sanitized markup that could run or load something it should not, as the parser sees it. */
const dangersIn = (html: string): string[] => {
  const found: string[] = [];
  if (/<\s*\/?\s*(script|style|iframe\s+srcdoc)/i.test(html)) found.push(`raw markup: ${html}`);
  for (const el of elementsOf(parseDocument(html, { decodeEntities: true }).children)) {
    if (!ALLOWED.has(el.name)) found.push(`element <${el.name}>`);
    for (const [name, value] of Object.entries(el.attribs)) {
      if (name.startsWith('on')) found.push(`event attribute ${name}`);
      if (name === 'style' || name === 'srcdoc' || name === 'formaction') found.push(`attribute ${name}`);
      if (URL_ATTRIBUTES.has(name)) {
        const scheme = schemeOf(value);
        const dataImage = el.name === 'img' && name === 'src' && scheme.startsWith('data:image/');
        if (/^(javascript|vbscript):/.test(scheme) || (scheme.includes('data:') && !dataImage) || scheme.startsWith('//')) found.push(`${name}=${JSON.stringify(value)} on <${el.name}>`);
      }
    }
    const player = el.attribs['data-embed-player'];
    if (player !== undefined && !/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//.test(player)) found.push(`player ${player}`);
  }
  return found;
};

describe('editorial HTML: what must go', () => {
  it.each([
    ['a script', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['an image error handler', '<img src="/x.png" onerror="alert(1)">', '<img src="/x.png" />'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an iframe made of srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['srcdoc on an allowed iframe', '<iframe src="https://www.youtube-nocookie.com/embed/x" srcdoc="<script>alert(1)</script>"></iframe>', '<figure class="nd-embed" data-embed-provider="YouTube" data-embed-player="https://www.youtube-nocookie.com/embed/x" data-embed-width="16" data-embed-height="9"><a class="nd-embed__link" href="https://www.youtube.com/watch?v=x">YouTube</a></figure>'],
    ['an SVG animation handler', '<svg><animate onbegin="alert(1)" attributeName="x" dur="1s"/></svg>', ''],
    ['a details toggle handler', '<details open ontoggle="alert(1)"><summary>s</summary>t</details>', '<details open><summary>s</summary>t</details>'],
  ])('removes %s', (_, html, expected) => {
    expect(sanitize(html)).toBe(expected);
  });

  const EVENTS = [
    'onclick', 'ondblclick', 'onmousedown', 'onmouseover', 'onmouseenter', 'onpointerdown', 'onpointerenter', 'onkeydown', 'onfocus', 'onfocusin', 'onblur',
    'onload', 'onerror', 'onabort', 'onanimationstart', 'onanimationend', 'ontransitionend', 'onbegin', 'onend', 'ontoggle', 'onbeforetoggle',
    'onplay', 'onloadstart', 'onscroll', 'onwheel', 'oncontextmenu', 'oncopy', 'onpaste', 'oninput', 'onsubmit', 'onsecuritypolicyviolation', 'ONCLICK', 'OnLoad',
  ];
  const HOSTS = ['p', 'a href="/x"', 'img src="/x.png"', 'h2 id="a"', 'video src="/v.mp4" controls', 'iframe src="https://player.vimeo.com/video/1"', 'span data-media-slot="s"', 'td', 'div', 'blockquote'];

  it('keeps no event attribute of any kind on any element', () => {
    for (const host of HOSTS) {
      const name = host.split(' ')[0]!;
      const html = EVENTS.map((event) => `<${host} ${event}="alert(1)">x</${name}>`).join('');
      expect(dangersIn(sanitize(`<table><tr>${html}</tr></table>`)), host).toEqual([]);
      expect(sanitize(html), host).not.toMatch(/\bon[a-z]+=/i);
    }
  });

  const SCRIPT_URLS = [
    'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', '\tjavascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)',
    'java&#x09;script:alert(1)', 'jav&#x0A;ascript:alert(1)', '&#106;avascript:alert(1)', '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:alert(1)',
    'javascript&colon;alert(1)', '&#0000106avascript:alert(1)', '\u0001javascript:alert(1)', 'vbscript:msgbox(1)', 'VBScript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'DATA:text/html,x', ' data:application/xhtml+xml,x',
  ];

  it.each(SCRIPT_URLS)('drops the URL %j wherever it is written', (url) => {
    const html = [
      `<a href="${url}">a</a>`, `<img src="${url}">`, `<img srcset="${url} 1x">`, `<video src="${url}" poster="${url}"><source src="${url}"></video>`,
      `<blockquote cite="${url}">q</blockquote>`, `<iframe src="${url}"></iframe>`,
    ].join('');
    expect(dangersIn(sanitize(html))).toEqual([]);
  });

  it('keeps data: only for images, and only image data', () => {
    expect(sanitize('<img src="data:image/png;base64,AAAA" alt="">')).toBe('<img src="data:image/png;base64,AAAA" alt="" />');
    expect(sanitize('<img src="data:text/html,x" alt="">')).toBe('<img alt="" />');
    expect(sanitize('<img src="da&#x09;ta:text/html,x" alt="">')).toBe('<img alt="" />');
    expect(sanitize('<a href="data:image/png;base64,AAAA">x</a>')).toBe('<a>x</a>');
  });

  it('drops a protocol-relative URL, which leaves the site for any host', () => {
    expect(sanitize('<a href="//evil.example/x">x</a><img src="//evil.example/i.png">')).toBe('<a>x</a><img />');
  });

  it('drops a URL that is neither http(s) nor a path of the site, as the rest of the page does', () => {
    const html = '<a href="page.html">a</a><a href="?page=2">b</a><a href="ftp://files.example/x">c</a><img src="x.jpg"><video src="clip.mp4" poster="../p.jpg"><source src="clip.webm"></video><blockquote cite="notes">q</blockquote>';
    expect(sanitize(html)).toBe('<a>a</a><a>b</a><a>c</a><img /><video controls><source /></video><blockquote>q</blockquote>');
  });

  it('drops a srcset unless every one of its URLs is http(s) or a path of the site', () => {
    expect(sanitize('<img src="/a.jpg" srcset="/a-300.jpg 300w, a-600.jpg 600w">')).toBe('<img src="/a.jpg" />');
    expect(sanitize('<img src="/a.jpg" srcset="/a-300.jpg 300w, data:image/png;base64,AAAA 600w">')).toBe('<img src="/a.jpg" />');
    expect(sanitize('<img src="/a.jpg" srcset="/a-300.jpg 300w, https://cdn.example/a-600.jpg 600w">')).toBe('<img src="/a.jpg" srcset="/a-300.jpg 300w, https://cdn.example/a-600.jpg 600w" />');
  });

  it.each([
    ['style', '<style>body{display:none}</style><p>t</p>'],
    ['object', '<object data="/x.swf"><param name="a" value="b">fallback</object><p>t</p>'],
    ['embed', '<embed src="/x.swf"><p>t</p>'],
    ['base', '<base href="https://evil.example/"><p>t</p>'],
    ['meta', '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>t</p>'],
    ['link', '<link rel="stylesheet" href="https://evil.example/x.css"><p>t</p>'],
    ['form, input, button, textarea', '<form action="https://evil.example"><input name="q"><button formaction="javascript:alert(1)">go</button><textarea>x</textarea></form><p>t</p>'],
    ['svg', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg><p>t</p>'],
    ['math', '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math><p>t</p>'],
    ['noscript', '<noscript><img src="x" onerror="alert(1)"></noscript><p>t</p>'],
    ['template', '<template><script>alert(1)</script><img src=x onerror=alert(1)></template><p>t</p>'],
    ['a style attribute', '<p style="position:fixed;inset:0">t</p>'],
  ])('removes %s', (_, html) => {
    const clean = sanitize(html);
    expect(dangersIn(clean)).toEqual([]);
    expect(clean).toMatch(/<p>t<\/p>$|^(go)?t?<p>t<\/p>$|^<p>t<\/p>$/);
  });

  it.each([
    ['a script tag split by another', '<scr<script>ipt>alert(1)</script>'],
    ['a paragraph closed early before a script', '</p><script>alert(1)</script>'],
    ['a doubled bracket', '<<script>script>alert(1)<</script>/script>'],
    ['attributes without a space between them', '<img src="x" alt="a"onerror="alert(1)"><a href="/x"onclick="alert(1)">y</a>'],
    ['a comment hiding a tag', '<!--<img src=x onerror=alert(1)>--><!--><img src=x onerror=alert(1)>-->'],
    ['noscript that ends inside an attribute', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['xmp holding a script', '<xmp><script>alert(1)</script></xmp>'],
    ['a textarea followed by a script', '<textarea></textarea><script>alert(1)</script>'],
    ['markup inside a style element', '<style><img src=x onerror=alert(1)></style>'],
    ['markup inside a title element', '<title><img src=x onerror=alert(1)></title>'],
    ['an unclosed iframe swallowing a script', '<iframe src="https://evil.example/"><script>alert(1)</script>'],
    ['the MathML namespace confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['SVG foreignObject', '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>'],
    ['a nested form', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  ])('gives nothing that runs for %s', (_, html) => {
    const clean = sanitize(html);
    expect(dangersIn(clean)).toEqual([]);
    expect(clean).not.toMatch(/<script|onerror=|onclick=/i);
  });

  it('keeps no iframe: one of a host not allowed becomes a link to it, one without a usable source goes', () => {
    const html = '<iframe src="https://evil.example/embed"></iframe><iframe src="https://www.youtube.com.evil.example/embed"></iframe><iframe src="https://www.youtube-nocookie.com@evil.example/"></iframe><iframe></iframe><iframe src="/relative"></iframe><iframe src="javascript:alert(1)"></iframe>';
    expect(sanitize(html)).toBe(
      '<figure class="nd-embed nd-embed--link" data-embed-provider="evil.example"><a class="nd-embed__link" href="https://evil.example/embed">https://evil.example/embed</a></figure>' +
        '<figure class="nd-embed nd-embed--link" data-embed-provider="youtube.com.evil.example"><a class="nd-embed__link" href="https://www.youtube.com.evil.example/embed">https://www.youtube.com.evil.example/embed</a></figure>',
    );
  });

  it('keeps a player on an allowed host only, whoever wrote the figure', () => {
    const forged = '<figure class="nd-embed" data-embed-player="https://evil.example/p" data-embed-width="16" data-embed-height="9"><a href="https://evil.example/">x</a></figure>';
    expect(sanitize(forged)).toBe('<figure class="nd-embed"><a href="https://evil.example/">x</a></figure>');
    const oddSize = '<figure class="nd-embed" data-embed-player="https://player.vimeo.com/video/1" data-embed-width="16px" data-embed-height="9"></figure>';
    expect(sanitize(oddSize)).toBe('<figure class="nd-embed"></figure>');
  });

  it("does not let a heading's id shadow the page's own elements or the globals its scripts read", () => {
    for (const id of [STATE_SCRIPT_ID, TEXTS_SCRIPT_ID, HEAD_SCRIPT_ID, INLINE_STYLE_ID, 'dataLayer', 'adsbygoogle']) {
      expect(sanitize(`<h2 id="${id}">x</h2>`), id).toBe('<h2>x</h2>');
    }
    expect(sanitize('<h3 id="a b">x</h3><h3 id="x&quot;onmouseover=alert(1)">y</h3>')).toBe('<h3>x</h3><h3>y</h3>');
  });
});

describe('editorial HTML: what must survive', () => {
  it('keeps headings with their ids, the page title being the only h1', () => {
    expect(sanitize('<h1 id="top">T</h1><h2 id="what-we-cover">A</h2><h3 id="b_2">B</h3><h4 id="c">C</h4><h5 id="d">D</h5><h6 id="e">E</h6>')).toBe(
      '<h2 id="top">T</h2><h2 id="what-we-cover">A</h2><h3 id="b_2">B</h3><h4 id="c">C</h4><h5 id="d">D</h5><h6 id="e">E</h6>',
    );
    expect(sanitize('<h2 id="was-wir-überprüfen">W</h2><h2 id="ν1.2">N</h2>')).toBe('<h2 id="was-wir-überprüfen">W</h2><h2 id="ν1.2">N</h2>');
  });

  it("keeps the summary paragraph and the blocks' classes, and no class of the page's own", () => {
    expect(sanitize('<p class="summary wp-block-paragraph has-large-font-size">Lead</p><p class="consent-banner">x</p><div class="site-header article-body">y</div>')).toBe(
      '<p class="summary wp-block-paragraph has-large-font-size">Lead</p><p>x</p><div>y</div>',
    );
  });

  it('keeps lists, quotes with their source, code and inline emphasis', () => {
    const html = '<ul>\n<li>a</li>\n</ul><ol start="3" reversed><li>b</li></ol><blockquote cite="https://source.example/q"><p>q</p><cite>Source</cite></blockquote><pre><code>x &lt; y</code></pre><p><strong>s</strong> <em>e</em> <b>b</b> <i>i</i> <u>u</u> <s>s</s> H<sub>2</sub>O x<sup>2</sup> <mark>m</mark> <small>sm</small><br><abbr title="Artificial Intelligence">AI</abbr></p><hr><div><span>d</span></div>';
    // A code block may scroll inside itself, so the keyboard can reach it.
    expect(sanitize(html)).toBe(html.replace('<br>', '<br />').replace('<hr>', '<hr />').replace('<pre>', '<pre tabindex="0">'));
  });

  it('keeps tables with their spans', () => {
    const html = '<caption>C</caption><thead><tr><th scope="col" colspan="2">H</th></tr></thead><tbody><tr><td rowspan="2">a</td><td>b</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>';
    // A table may scroll inside itself, so the keyboard can reach it.
    expect(sanitize(`<table>${html}`)).toBe(`<table tabindex="0">${html}`);
  });

  it('keeps figures with images and captions, and videos with their sources', () => {
    const figure = '<figure><img src="https://cdn.example/a.jpg" srcset="https://cdn.example/a-300.jpg 300w, /a-600.jpg 600w" sizes="(min-width: 40rem) 40rem, 100vw" width="600" height="400" alt="A robot" loading="lazy" /><figcaption>A robot</figcaption></figure>';
    expect(sanitize(figure)).toBe(figure);
    const video = '<video src="/demo-media/video/clip.mp4" controls width="640" height="360" poster="/demo-media/p.jpg" preload="none"><source src="/demo-media/video/clip.webm" type="video/webm" /></video>';
    expect(sanitize(video)).toBe(video);
    // `type` is a source's attribute, not a video's.
    expect(sanitize('<video src="/v.mp4" type="video/mp4" controls></video>')).toBe('<video src="/v.mp4" controls></video>');
  });

  it('keeps links, opening a new tab without a handle on the page', () => {
    expect(sanitize('<a href="https://arxiv.org/abs/1" title="Paper" target="_blank">p</a>')).toBe('<a href="https://arxiv.org/abs/1" title="Paper" target="_blank" rel="noopener noreferrer">p</a>');
    expect(sanitize('<a href="https://x.example" target="_blank" rel="nofollow noopener">x</a>')).toBe('<a href="https://x.example" target="_blank" rel="nofollow noopener noreferrer">x</a>');
    expect(sanitize('<a href="mailto:news@example.com">m</a><a href="/it/chi-siamo">r</a><a href="#section">f</a><a href="http://old.example/">h</a>')).toBe(
      '<a href="mailto:news@example.com">m</a><a href="/it/chi-siamo">r</a><a href="#section">f</a><a href="http://old.example/">h</a>',
    );
  });

  it('makes the iframes of the embed hosts click-to-load figures, YouTube played from its privacy-enhanced host', () => {
    const html = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed&start=30" width="560" height="315" title="Talk" allowfullscreen sandbox="allow-top-navigation" loading="eager"></iframe><iframe src="https://player.vimeo.com/video/1"></iframe>';
    expect(sanitize(html)).toBe(
      '<figure class="nd-embed" data-embed-provider="YouTube" data-embed-player="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30" data-embed-width="560" data-embed-height="315"><a class="nd-embed__link" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Talk</a></figure>' +
        '<figure class="nd-embed" data-embed-provider="Vimeo" data-embed-player="https://player.vimeo.com/video/1" data-embed-width="16" data-embed-height="9"><a class="nd-embed__link" href="https://vimeo.com/1">Vimeo</a></figure>',
    );
  });

  it('takes the embed hosts from its policy', () => {
    const own = createEditorialHtmlSanitizer({ embedHosts: ['embed.example'] });
    expect(own('<iframe src="https://embed.example/v/1" title="Clip"></iframe><iframe src="https://player.vimeo.com/video/1"></iframe>')).toBe(
      '<figure class="nd-embed" data-embed-provider="embed.example" data-embed-player="https://embed.example/v/1" data-embed-width="16" data-embed-height="9"><a class="nd-embed__link" href="https://embed.example/v/1">Clip</a></figure>' +
        '<figure class="nd-embed nd-embed--link" data-embed-provider="Vimeo"><a class="nd-embed__link" href="https://vimeo.com/1">https://vimeo.com/1</a></figure>',
    );
  });

  it('keeps the media placeholders, and turns MEDIA comments into span anchors', () => {
    expect(sanitize('<span data-media-slot="slot-1"></span><span media-slot="x"></span><!-- MEDIA:slot-2 --><!--MEDIA:Hero_3--><p>a<!-- MEDIA:in-p --></p>')).toBe(
      '<span data-media-slot="slot-1"></span><span media-slot="x"></span><span data-media-slot="slot-2"></span><span data-media-slot="Hero_3"></span><p>a<span data-media-slot="in-p"></span></p>',
    );
  });

  it('drops other comments, and comment-like text that is no comment stays text', () => {
    expect(sanitize('<p>a<!-- note --></p><!-- MEDIA:a b -->')).toBe('<p>a</p>');
    expect(sanitize('<p><abbr title="<!-- MEDIA:x -->">t</abbr></p>')).toBe('<p><abbr title="&lt;!-- MEDIA:x --&gt;">t</abbr></p>');
  });

  it('keeps text as text, escaped', () => {
    expect(sanitize('<p>5 &lt; 6 &amp; "7" > 4</p>')).toBe('<p>5 &lt; 6 &amp; "7" &gt; 4</p>');
  });

  it('gives text without markup back untouched', () => {
    expect(sanitize('Plain words & &lt;entities&gt; "quoted"')).toBe('Plain words & &lt;entities&gt; "quoted"');
    expect(sanitize('')).toBe('');
  });
});

describe('sanitize-html on this Node', () => {
  // sanitize-html 2.18 declares Node >= 22.12 because it require()s the ESM-only htmlparser2 12;
  // Node 20.19+ runs require(esm) unflagged, which this loads through (package.json engines: >=20.19).
  it('loads through require() and sanitizes', () => {
    const sanitizeHtml = createRequire(import.meta.url)('sanitize-html') as (html: string) => string;
    expect(sanitizeHtml('<p onclick="x()">ok</p><script>alert(1)</script>')).toBe('<p>ok</p>');
  });
});
