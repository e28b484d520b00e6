import type { PostCard as PostCardData } from '../../src/domain/postDisplay.ts';
import { GRID_COLUMNS, lastRowSpan, widestColumns } from '../../src/domain/cardRows.ts';
import { PostCard } from './PostCard.tsx';
import { HydrateWhen } from './HydrateWhen.tsx';

/** Per column count, the tracks a card of a partial last row spans (`data-last-3="6"`): cards.css reads them. */
const lastRowAttributes = (count: number, index: number): Record<string, number> =>
  Object.fromEntries(GRID_COLUMNS.flatMap((columns) => {
    const span = lastRowSpan(count, columns, index);
    return span === undefined ? [] : [[`data-last-${columns}`, span]];
  }));

/**
 * A grid of post cards (at least 250px wide each) that fills its rows at every
 * width (src/domain/cardRows.ts): at most as many columns as divide the count
 * when some do, and the cards of a last partial row sharing it. Its cards are
 * links only: the grid hydrates when the browser is idle, apart from the page,
 * so that the header and search are ready first. The first `eager` cards are in
 * the first screenful (their images load at once); `first` marks the page's
 * largest paint among them.
 */
export const CardGrid = ({ posts, level, eager = 0, first = false, testId }: { posts: readonly PostCardData[]; level?: 2 | 3; eager?: number; first?: boolean; testId?: string }) => (
  <HydrateWhen when="idle">
    <ul className={`card-grid card-grid--${widestColumns(posts.length)}`} data-testid={testId}>
      {posts.map((post, i) => (
        <li key={post.id} {...lastRowAttributes(posts.length, i)}>
          <PostCard post={post} {...(level ? { level } : {})} eager={i < eager} first={first && i === 0} />
        </li>
      ))}
    </ul>
  </HydrateWhen>
);
