import type { PostCard as PostCardData } from '../../src/domain/postDisplay.ts';
import { PostCard } from './PostCard.tsx';
import { HydrateWhen } from './HydrateWhen.tsx';

/**
 * A grid of post cards (at least 250px wide each). Its cards are links only: the
 * grid hydrates when the browser is idle, apart from the page, so that the header
 * and search are ready first. The first `eager` cards are in the first screenful
 * (their images load at once); `first` marks the page's largest paint among them.
 */
export const CardGrid = ({ posts, level, eager = 0, first = false, testId }: { posts: readonly PostCardData[]; level?: 2 | 3; eager?: number; first?: boolean; testId?: string }) => (
  <HydrateWhen when="idle">
    <ul className="card-grid" data-testid={testId}>
      {posts.map((post, i) => (
        <li key={post.id}>
          <PostCard post={post} {...(level ? { level } : {})} eager={i < eager} first={first && i === 0} />
        </li>
      ))}
    </ul>
  </HydrateWhen>
);
