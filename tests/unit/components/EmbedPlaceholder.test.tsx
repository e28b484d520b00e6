import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToString as renderAlone } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { acceptAll } from '../../../src/domain/consent.ts';
import type { EmbedItem } from '../../../src/domain/embeds.ts';
import { ArticleBody } from '../../../web/components/article/ArticleBody.tsx';
import { EmbedPlaceholder } from '../../../web/components/article/EmbedPlaceholder.tsx';
import { ConsentContext, createConsentChoiceStore } from '../../../web/consent/ConsentContext.ts';
import en from '../../../web/i18n/en.json';
import { safeHtml } from '../../builders/safeHtml.ts';

// The server's render of an embedded player's placeholder (clicks, consent and the
// player itself are the browser tests', tests/e2e/embeds.spec.ts), under the
// language frame its texts come from (the `shell` route's data).
const renderToString = (element: ReactElement): string => {
  const router = createMemoryRouter([{ id: 'shell', path: '/', element: <Outlet />, children: [{ index: true, element }] }], {
    hydrationData: { loaderData: { shell: { kind: 'view', view: { lang: 'en', bcp47: 'en-US', translations: en } } } },
  });
  return renderAlone(<RouterProvider router={router} />);
};

const video: EmbedItem = {
  provider: 'YouTube',
  title: 'How a model learns',
  pageUrl: 'https://www.youtube.com/watch?v=abc123',
  playerUrl: 'https://www.youtube-nocookie.com/embed/abc123',
  posterUrl: '/media/abc123.jpg',
  width: 560,
  height: 315,
  caption: safeHtml('The lecture, <em>in full</em>.'),
};

describe('the placeholder of an embedded player, as the server renders it', () => {
  it("reserves the player's box by its aspect ratio and loads nothing of the provider", () => {
    const html = renderToString(<EmbedPlaceholder embed={video} />);
    expect(html).toMatch(/class="embed__box" style="aspect-ratio:560 \/ 315;max-width:calc\(80svh \* 560 \/ 315\)"/);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube-nocookie.com');
  });

  it('shows the poster, lazily and as decoration, with the provider and the title', () => {
    const html = renderToString(<EmbedPlaceholder embed={video} />);
    expect(html).toMatch(/<img class="embed__poster" src="\/media\/abc123.jpg" alt="" loading="lazy"/);
    expect(html).toContain('<p class="embed__provider">YouTube</p>');
    expect(html).toContain('<p class="embed__title">How a model learns</p>');
  });

  it('offers a button that names the provider, described by the notice of what loading it means, hidden until it works', () => {
    const html = renderToString(<EmbedPlaceholder embed={video} />);
    // The server's button does nothing until the page's code runs: its room is kept, invisible (embed.css).
    expect(html).toContain('<div class="embed__action embed__action--waiting"><button');
    const button = /<button type="button" class="embed__load" aria-describedby="([^"]+)">[\s\S]*?<\/button>/.exec(html);
    expect(button?.[0]).toContain('Load content from YouTube');
    expect(html).toContain(`<p id="${button?.[1]}" class="embed__notice">Once loaded, YouTube can set cookies and learn that you are reading this page.</p>`);
  });

  it('links the original page in a new tab, under the caption: the way to the video without any script', () => {
    const html = renderToString(<EmbedPlaceholder embed={video} />);
    expect(html).toContain('<div class="embed__caption-text">The lecture, <em>in full</em>.</div>');
    expect(html).toContain('<a class="embed__open" href="https://www.youtube.com/watch?v=abc123" target="_blank" rel="noopener">Open on YouTube</a>');
  });

  it('draws no poster, title or caption the embed does not have', () => {
    const { posterUrl: _poster, caption: _caption, ...bare } = video;
    const html = renderToString(<EmbedPlaceholder embed={{ ...bare, title: '' }} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('embed__title');
    expect(html).not.toContain('embed__caption-text');
    expect(html).toContain('Load content from YouTube');
  });

  it('renders the placeholder for a reader who consented to embedded content too, as hydration must find it', () => {
    const html = renderToString(
      <ConsentContext value={createConsentChoiceStore(acceptAll())}>
        <EmbedPlaceholder embed={video} />
      </ConsentContext>,
    );
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Load content from YouTube');
  });

  it('is the block the article body renders for an embed, between its HTML chunks', () => {
    const html = renderToString(<ArticleBody blocks={[{ kind: 'html', html: safeHtml('<p>a</p>') }, { kind: 'embed', embed: video }, { kind: 'html', html: safeHtml('<p>b</p>') }]} />);
    const order = ['<p>a</p>', 'class="embed"', 'Load content from YouTube', '<p>b</p>'].map((part) => html.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
  });
});
