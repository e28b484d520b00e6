import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToString as renderAlone } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { RatingBlock } from '../../../web/components/article/RatingBlock.tsx';
import en from '../../../web/i18n/en.json';

// The server's render of the rating (clicks are the browser tests', tests/e2e/readerSignals.spec.ts),
// under the language frame its texts come from (the `shell` route's data).
const renderToString = (element: ReactElement): string => {
  const router = createMemoryRouter([{ id: 'shell', path: '/', element: <Outlet />, children: [{ index: true, element }] }], {
    hydrationData: { loaderData: { shell: { kind: 'view', view: { lang: 'en', bcp47: 'en-US', translations: en } } } },
  });
  return renderAlone(<RouterProvider router={router} />);
};
const rated = { average: 4.2, votes: 27, averageText: '4.2' };
const vote = async () => ({ outcome: 'added' as const });

describe('the star rating, as the server renders it', () => {
  it('offers five stars to click when votes are counted, and a status line that says what a vote did', () => {
    const html = renderToString(<RatingBlock rating={rated} storageKey="k" vote={vote} />);
    expect(html.match(/role="radio"/g)).toHaveLength(5);
    expect(html).toContain('role="radiogroup"');
    expect(html).toMatch(/<p class="rating__feedback" role="status"><\/p>/);
    expect(html).toContain('4.2');
  });

  it("marks each star for the page's script that keeps a tap made before the part hydrates", () => {
    const html = renderToString(<RatingBlock rating={rated} storageKey="k" vote={vote} />);
    expect(html.match(/<button[^>]*data-tap="rating"[^>]*role="radio"/g)).toHaveLength(5);
  });

  it("renders the page's figures and leaves the server's tally to the hydrated page", () => {
    let asked = 0;
    const tally = async () => {
      asked += 1;
      return { votes: 99, average: 1.5 };
    };
    const html = renderToString(<RatingBlock rating={rated} storageKey="k" vote={vote} tally={tally} />);
    expect(html).toContain('27 votes');
    expect(html).not.toContain('99 votes');
    expect(asked).toBe(0);
  });

  it('shows the average and the count without stars to click when nothing counts votes', () => {
    const html = renderToString(<RatingBlock rating={rated} storageKey="k" />);
    expect(html).not.toContain('role="radio"');
    expect(html).toContain('4.2');
    expect(html).toContain('27 votes');
  });

  it('shows nothing when nothing counts votes and there are none', () => {
    expect(renderToString(<RatingBlock rating={{ average: 0, votes: 0, averageText: '0.0' }} storageKey="k" />)).not.toContain('rating');
  });

  it('shows no average before the first vote, only the invitation', () => {
    const html = renderToString(<RatingBlock rating={{ average: 0, votes: 0, averageText: '0.0' }} storageKey="k" vote={vote} />);
    expect(html).not.toContain('rating__average');
    expect(html).toContain('Be the first to vote');
  });
});
