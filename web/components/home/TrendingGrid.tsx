import type { PostCard as PostCardData } from '../../../src/domain/postDisplay.ts';
import { PostCard } from '../PostCard.tsx';
import { HydrateWhen } from '../HydrateWhen.tsx';

/**
 * Spec: 3 large cards plus a list of 5. The first is the lead story, across the
 * block (docs/decisions/0029-front-page-and-pages-without-gaps.md): its headline
 * first and its picture beside it on wider screens, under it on phones, so the
 * headline starts in the upper half of the first screen, above a first visit's
 * consent banner. Then the next two cards, and the ranked list beside them.
 */
export const TrendingGrid = ({ posts, title }: { posts: readonly PostCardData[]; title: string }) => {
  const [lead, ...rest] = posts;
  return (
    <section className="trending" aria-labelledby="trending-title" data-testid="trending">
      <h2 id="trending-title" className="section-title">{title}</h2>
      {/* Links only, as the other card grids: its cards hydrate apart from the page, after it (on a slow
          phone the document's hydration ended in one task of 60 to 90 ms with them, decision 30). */}
      <HydrateWhen when="idle">
        <div className="trending__grid">
          {lead ? (
            <div className="trending__lead">
              <PostCard post={lead} variant="large" first />
            </div>
          ) : null}
          <ul className="trending__large">
            {rest.slice(0, 2).map((post) => (
              <li key={post.id}>
                <PostCard post={post} variant="card" />
              </li>
            ))}
          </ul>
          <ol className="trending__list">
            {rest.slice(2, 7).map((post) => (
              <li key={post.id}>
                <PostCard post={post} variant="list" />
              </li>
            ))}
          </ol>
        </div>
      </HydrateWhen>
    </section>
  );
};
