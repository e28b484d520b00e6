// The block editor's markup through the sanitizer: what each block keeps, as
// WordPress 6.x renders it (the markup below follows Gutenberg's saved HTML and
// WordPress's oEmbed output; the real corpus runs in tests/wordpress/corpus.test.ts).
import { describe, expect, it } from 'vitest';
import { createEditorialHtmlSanitizer } from '../../../adapters/wordpress/sanitizeEditorialHtml.ts';

const sanitize = createEditorialHtmlSanitizer();
const CMS = 'https://cms.example.org';
const withMedia = createEditorialHtmlSanitizer({ embedHosts: ['www.youtube-nocookie.com', 'player.vimeo.com'], mediaOrigins: () => [CMS, 'https://cdn.example.net'] });

const youtubeOembed = (wrapped: boolean): string => {
  const frame =
    '<iframe title="Robots fold laundry" width="500" height="281" src="https://www.youtube.com/embed/abcdefghijk?feature=oembed" frameborder="0" allow="accelerometer; autoplay; encrypted-media" allowfullscreen></iframe>';
  const inner = wrapped
    ? `<div class="newsdesk-oembed" data-url="https://youtu.be/abcdefghijk" data-provider="YouTube" data-title="Robots fold laundry" data-type="video" data-width="500" data-height="281" data-poster="${CMS}/wp-content/uploads/newsdesk-embeds/1a2b.jpg">${frame}</div>`
    : frame;
  return `<figure class="wp-block-embed alignwide is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\n${inner}\n</div><figcaption class="wp-element-caption">The demo, <em>uncut</em></figcaption></figure>`;
};

describe('embeds', () => {
  it("makes a YouTube block a click-to-load figure with the plugin's poster, the original page and the caption", () => {
    expect(withMedia(youtubeOembed(true))).toBe(
      '<figure class="nd-embed alignwide" data-embed-provider="YouTube" data-embed-player="https://www.youtube-nocookie.com/embed/abcdefghijk" data-embed-width="500" data-embed-height="281">' +
        `<img class="nd-embed__poster" src="${CMS}/wp-content/uploads/newsdesk-embeds/1a2b.jpg" alt="" />` +
        '<a class="nd-embed__link" href="https://youtu.be/abcdefghijk">Robots fold laundry</a>' +
        '<figcaption class="wp-element-caption">The demo, <em>uncut</em></figcaption></figure>',
    );
  });

  it('reads the provider and the box from the block alone when no plugin wrapped it', () => {
    const figure = sanitize(youtubeOembed(false));
    expect(figure).toContain('data-embed-provider="YouTube"');
    expect(figure).toContain('data-embed-width="500" data-embed-height="281"');
    expect(figure).toContain('href="https://www.youtube.com/watch?v=abcdefghijk">Robots fold laundry</a>');
  });

  it('shows a post embed (X) as its quote, without the script that would fetch the widget', () => {
    const tweet =
      '<figure class="wp-block-embed is-type-rich is-provider-twitter wp-block-embed-twitter"><div class="wp-block-embed__wrapper">' +
      '<div class="newsdesk-oembed" data-url="https://twitter.com/newsroom/status/1" data-provider="Twitter" data-type="rich">' +
      '<blockquote class="twitter-tweet" data-width="550"><p lang="en" dir="ltr">Models are getting smaller.</p>&mdash; Newsroom (@newsroom) <a href="https://twitter.com/newsroom/status/1">May 1, 2026</a></blockquote>' +
      '<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script></div></div></figure>';
    expect(sanitize(tweet)).toBe(
      '<figure class="nd-embed nd-embed--post" data-embed-provider="Twitter"><blockquote><p lang="en" dir="ltr">Models are getting smaller.</p>— Newsroom (@newsroom) <a href="https://twitter.com/newsroom/status/1">May 1, 2026</a></blockquote></figure>',
    );
  });

  it('links to an embed whose host the operator has not allowed, with its poster and title', () => {
    const spotify =
      '<figure class="wp-block-embed is-type-rich is-provider-spotify wp-block-embed-spotify"><div class="wp-block-embed__wrapper">' +
      `<div class="newsdesk-oembed" data-url="https://open.spotify.com/episode/9" data-provider="Spotify" data-title="The AI podcast" data-poster="${CMS}/wp-content/uploads/newsdesk-embeds/9.jpg">` +
      '<iframe title="Spotify Embed" src="https://open.spotify.com/embed/episode/9" width="100%" height="152"></iframe></div></div></figure>';
    expect(withMedia(spotify)).toBe(
      '<figure class="nd-embed nd-embed--link" data-embed-provider="Spotify">' +
        `<img class="nd-embed__poster" src="${CMS}/wp-content/uploads/newsdesk-embeds/9.jpg" alt="" />` +
        '<a class="nd-embed__link" href="https://open.spotify.com/episode/9">The AI podcast</a></figure>',
    );
  });

  it('links to the URL of an embed WordPress could not resolve', () => {
    const unresolved = '<figure class="wp-block-embed is-provider-unknown"><div class="wp-block-embed__wrapper">\nhttps://video.example.net/watch/42\n</div></figure>';
    expect(sanitize(unresolved)).toBe(
      '<figure class="nd-embed nd-embed--link" data-embed-provider="unknown"><a class="nd-embed__link" href="https://video.example.net/watch/42">https://video.example.net/watch/42</a></figure>',
    );
  });

  it("shows another WordPress's post embed as its quote, without the iframe that repeats it", () => {
    const embed =
      '<blockquote class="wp-embedded-content" data-secret="x"><a href="https://blog.example/hello/">Hello world</a></blockquote>' +
      '<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" title="“Hello world” — Blog" src="https://blog.example/hello/embed/#?secret=x" data-secret="x" width="500" height="282"></iframe>';
    expect(sanitize(embed)).toBe('<blockquote class="wp-embedded-content"><a href="https://blog.example/hello/">Hello world</a></blockquote>');
  });

  it('takes a lone iframe out of the paragraph wpautop put it in, as a figure cannot sit in a paragraph', () => {
    expect(sanitize('<p><iframe src="https://player.vimeo.com/video/7" title="Clip"></iframe></p>')).toBe(
      '<figure class="nd-embed" data-embed-provider="Vimeo" data-embed-player="https://player.vimeo.com/video/7" data-embed-width="16" data-embed-height="9"><a class="nd-embed__link" href="https://vimeo.com/7">Clip</a></figure>',
    );
  });
});

describe('audio and video', () => {
  it('keeps an audio block with its caption, playing only when asked and loading nothing before', () => {
    expect(sanitize('<figure class="wp-block-audio"><audio controls src="/a.mp3" autoplay loop></audio><figcaption class="wp-element-caption">Interview</figcaption></figure>')).toBe(
      '<figure class="wp-block-audio"><audio controls src="/a.mp3" loop preload="none"></audio><figcaption class="wp-element-caption">Interview</figcaption></figure>',
    );
  });

  it("keeps the [audio] shortcode's sources and its link for browsers that cannot play them", () => {
    const shortcode = '<audio class="wp-audio-shortcode" id="audio-1-1" preload="auto" style="width: 100%;" controls="controls"><source type="audio/mpeg" src="https://cdn.example.net/talk.mp3?_=1" /><a href="https://cdn.example.net/talk.mp3">https://cdn.example.net/talk.mp3</a></audio>';
    expect(withMedia(shortcode)).toBe(
      '<audio class="wp-audio-shortcode" id="c-audio-1-1" preload="none" controls><source type="audio/mpeg" src="https://cdn.example.net/talk.mp3?_=1" /><a href="https://cdn.example.net/talk.mp3">https://cdn.example.net/talk.mp3</a></audio>',
    );
  });

  it('never plays a video with sound on its own: autoplay without muted goes, and the controls come', () => {
    expect(sanitize('<video src="/v.mp4" autoplay></video>')).toBe('<video src="/v.mp4" controls></video>');
  });

  it('keeps a muted looping clip as the editor set it, playing inline', () => {
    expect(sanitize('<video autoplay loop muted playsinline src="/loop.mp4"></video>')).toBe('<video src="/loop.mp4" autoplay muted playsinline loop></video>');
    expect(sanitize('<video autoplay muted controls poster="/p.jpg" src="/loop.mp4"></video>')).toBe('<video controls poster="/p.jpg" src="/loop.mp4" autoplay muted playsinline></video>');
  });
});

describe('layout blocks', () => {
  it("gives an old cover's background picture as an image of the block", () => {
    expect(sanitize('<div class="wp-block-cover has-background-dim" style="background-image:url(https://cms.example.org/c.jpg)"><div class="wp-block-cover__inner-container"><p class="has-text-align-center">Over</p></div></div>')).toBe(
      '<div class="wp-block-cover has-background-dim"><img class="wp-block-cover__image-background" src="https://cms.example.org/c.jpg" alt="" /><div class="wp-block-cover__inner-container"><p class="has-text-align-center">Over</p></div></div>',
    );
  });

  it('reads the widths, heights and alignments the editor set as inline styles into classes of the site', () => {
    expect(sanitize('<div class="wp-block-columns"><div class="wp-block-column" style="flex-basis:33.33%">a</div><div class="wp-block-column" style="flex-basis:66.66%">b</div></div>')).toBe(
      '<div class="wp-block-columns"><div class="wp-block-column nd-basis-35">a</div><div class="wp-block-column nd-basis-65">b</div></div>',
    );
    expect(sanitize('<div style="height:100px" aria-hidden="true" class="wp-block-spacer"></div>')).toBe('<div aria-hidden="true" class="wp-block-spacer nd-space-4"></div>');
    expect(sanitize('<div class="wp-block-media-text has-media-on-the-right" style="grid-template-columns:auto 38%"><div class="wp-block-media-text__content">t</div></div>')).toBe(
      '<div class="wp-block-media-text has-media-on-the-right nd-media-width-40"><div class="wp-block-media-text__content">t</div></div>',
    );
    expect(sanitize('<p style="text-align:right;color:#f00">r</p>')).toBe('<p class="has-text-align-right">r</p>');
  });

  it('turns a button block saved as a <button> into its words, styled as the other buttons', () => {
    expect(sanitize('<div class="wp-block-button"><button type="button" class="wp-block-button__link wp-element-button" onclick="x()">Sign up</button></div>')).toBe(
      '<div class="wp-block-button"><span class="wp-block-button__link wp-element-button">Sign up</span></div>',
    );
  });
});

describe('meaning', () => {
  it('keeps a details block that opens and closes', () => {
    expect(sanitize('<details class="wp-block-details" open><summary>More</summary><p>Hidden</p></details>')).toBe('<details class="wp-block-details" open><summary>More</summary><p>Hidden</p></details>');
  });

  it('keeps corrections, quotes, keys, abbreviations, definitions and times', () => {
    const html =
      '<p><del datetime="2026-05-01">Old</del> <ins>New</ins> <s>gone</s> <q cite="https://source.example/">said</q> <kbd>Ctrl</kbd> <abbr title="Large language model">LLM</abbr> <time datetime="2026-05-01">May</time> <cite>Source</cite> <bdi>x</bdi></p><dl><dt>Term</dt><dd>Meaning</dd></dl>';
    expect(sanitize(html)).toBe(html);
  });

  it('keeps footnotes working: their ids namespaced, their links and back links following', () => {
    const html =
      '<p>Claim<sup data-fn="f1" class="fn"><a href="#f1" id="f1-link">1</a></sup></p>' +
      '<ol class="wp-block-footnotes"><li id="f1">Source. <a href="#f1-link" aria-label="Jump to footnote reference 1">↩︎</a></li></ol>';
    expect(sanitize(html)).toBe(
      '<p>Claim<sup class="fn"><a href="#c-f1" id="c-f1-link">1</a></sup></p>' +
        '<ol class="wp-block-footnotes"><li id="c-f1">Source. <a href="#c-f1-link" aria-label="Jump to footnote reference 1">↩︎</a></li></ol>',
    );
  });

  it("keeps headings' ids as they are, for the table of contents, and links to them", () => {
    expect(sanitize('<h2 id="method">Method</h2><p><a href="#method">see</a></p>')).toBe('<h2 id="method">Method</h2><p><a href="#method">see</a></p>');
  });

  it("keeps a file block's download link and its description, without the embedded viewer", () => {
    const file =
      '<div class="wp-block-file"><object class="wp-block-file__embed" data="https://cms.example.org/r.pdf" type="application/pdf" style="width:100%;height:600px" aria-label="Report"></object>' +
      '<a id="wp-block-file--media-1" href="https://cms.example.org/r.pdf">Report</a><a href="https://cms.example.org/r.pdf" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-1">Download</a></div>';
    expect(sanitize(file)).toBe(
      '<div class="wp-block-file"><a id="c-wp-block-file--media-1" href="https://cms.example.org/r.pdf">Report</a><a href="https://cms.example.org/r.pdf" class="wp-block-file__button wp-element-button" download aria-describedby="c-wp-block-file--media-1">Download</a></div>',
    );
  });
});

describe('media of other hosts', () => {
  it('keeps media of the media origins and of the site, and links to an image elsewhere by its alt text', () => {
    expect(withMedia(`<img src="${CMS}/a.jpg" alt="A"><img src="/b.jpg" alt="B"><img src="https://hotlink.example/c.png" alt="A chart"><img src="https://hotlink.example/d.png">`)).toBe(
      `<img src="${CMS}/a.jpg" alt="A" /><img src="/b.jpg" alt="B" /><a href="https://hotlink.example/c.png">A chart</a><a href="https://hotlink.example/d.png">d.png</a>`,
    );
  });

  it("drops a picture of another host its author called decoration (WordPress's avatars), and the link it was all of", () => {
    expect(withMedia('<div class="wp-block-avatar"><a href="/author/x"><img alt="" src="http://1.gravatar.com/avatar/?s=96" class="avatar"></a></div><p><img src="https://hotlink.example/rule.png" alt=""> text</p>')).toBe(
      '<div class="wp-block-avatar"></div><p> text</p>',
    );
  });

  it('does not nest a link in a link: an image of another host inside one becomes its words', () => {
    expect(withMedia('<a href="/full.jpg"><img src="https://hotlink.example/c.png" alt="Chart"></a>')).toBe('<a href="/full.jpg">Chart</a>');
  });

  it('drops a srcset with a candidate elsewhere, a poster elsewhere, and links to a video with no source left', () => {
    expect(withMedia(`<img src="${CMS}/a.jpg" srcset="${CMS}/a-300.jpg 300w, https://hotlink.example/a-600.jpg 600w" alt="">`)).toBe(`<img src="${CMS}/a.jpg" alt="" />`);
    expect(withMedia(`<video controls src="${CMS}/v.mp4" poster="https://hotlink.example/p.jpg"></video>`)).toBe(`<video controls src="${CMS}/v.mp4"></video>`);
    expect(withMedia('<video controls><source src="https://hotlink.example/v.mp4" type="video/mp4"></video>')).toBe('<a href="https://hotlink.example/v.mp4">v.mp4</a>');
  });
});

describe('what a keyboard and a screen reader need', () => {
  it('puts each region that may scroll inside itself in the tab order: code, verse, a table block (once), a bare table', () => {
    expect(sanitize('<pre class="wp-block-verse">v</pre><figure class="wp-block-table"><table><tr><td>a</td></tr></table></figure><table tabindex="5"><tr><td>b</td></tr></table>')).toBe(
      '<pre class="wp-block-verse" tabindex="0">v</pre><figure class="wp-block-table" tabindex="0"><table><tr><td>a</td></tr></table></figure><table tabindex="0"><tr><td>b</td></tr></table>',
    );
  });

  it('keeps no other tab index content sets', () => {
    expect(sanitize('<p tabindex="1">a</p><div tabindex="-1">b</div>')).toBe('<p>a</p><div>b</div>');
  });

  it('names a link that holds only a decorative picture by its caption, else by the file it leads to', () => {
    expect(sanitize('<figure class="wp-block-image"><a href="/uploads/robot-arm.jpg"><img src="/uploads/robot-arm-300.jpg" alt=""></a><figcaption>A robot arm</figcaption></figure>')).toBe(
      '<figure class="wp-block-image"><a href="/uploads/robot-arm.jpg" aria-label="A robot arm"><img src="/uploads/robot-arm-300.jpg" alt="" /></a><figcaption>A robot arm</figcaption></figure>',
    );
    expect(sanitize('<a href="/uploads/robot-arm.jpg"><img src="/x.jpg" alt=""></a><a href="/y"><img src="/y.jpg" alt="Named"></a>')).toBe(
      '<a href="/uploads/robot-arm.jpg" aria-label="robot-arm.jpg"><img src="/x.jpg" alt="" /></a><a href="/y"><img src="/y.jpg" alt="Named" /></a>',
    );
  });

  it('wraps list items saved outside a list in one list, those side by side together', () => {
    expect(sanitize('<li>one</li>\n<li>two</li><p>then</p><li class="wp-social-link">three</li>')).toBe('<ul><li>one</li>\n<li>two</li></ul><p>then</p><ul><li class="wp-social-link">three</li></ul>');
    expect(sanitize('<ol><li>kept</li></ol>')).toBe('<ol><li>kept</li></ol>');
  });

  it("makes an old post's captioned picture and a gallery without HTML5, both definition lists, the figures they are", () => {
    expect(sanitize('<dl id="attachment_612" class="wp-caption aligncenter"><dt class="wp-caption-dt"><img src="/a.jpg" alt="A"></dt><dd class="wp-caption-dd">Husk</dd></dl>')).toBe(
      '<figure id="c-attachment_612" class="wp-caption aligncenter"><div><img src="/a.jpg" alt="A" /></div><figcaption>Husk</figcaption></figure>',
    );
    expect(sanitize("<div class='gallery'><dl class='gallery-item'><dt class='gallery-icon'><img src='/b.jpg' alt='B'></dt></dl></div><dl><dt>term</dt><dd>kept</dd></dl>")).toBe(
      '<div class="gallery"><figure class="gallery-item"><div class="gallery-icon"><img src="/b.jpg" alt="B" /></div></figure></div><dl><dt>term</dt><dd>kept</dd></dl>',
    );
  });
});
