import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { HydrateWhen } from '../../../web/components/HydrateWhen.tsx';

describe('a part that hydrates later, on the server', () => {
  it('renders its children at once, in a boxless wrapper the browser finds it by', () => {
    const html = renderToString(
      <HydrateWhen when="idle">
        <ul className="card-grid"><li>one</li></ul>
      </HydrateWhen>,
    );
    expect(html).toMatch(/^<div class="hydrate-when" data-hydrate-when="[^"]+">/);
    expect(html).toContain('<ul class="card-grid"><li>one</li></ul>');
  });

  it('is a Suspense boundary of its own, which React hydrates apart from the page', () => {
    const html = renderToString(<HydrateWhen when="visible"><p>footer</p></HydrateWhen>);
    // React marks a completed boundary with these comments; hydration treats what they enclose as one unit.
    expect(html).toContain('<!--$--><p>footer</p><!--/$-->');
  });
});
