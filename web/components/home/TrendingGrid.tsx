import type { PostCard as PostCardData } from '../../../src/domain/postDisplay.ts';
import { PostCard } from '../PostCard.tsx';

/** Spec: 3 large cards plus a list of 5. */
export const TrendingGrid = ({ posts, title }: { posts: readonly PostCardData[]; title: string }) => (
  <section className="trending" aria-labelledby="trending-title" data-testid="trending">
    <h2 id="trending-title" className="section-title">{title}</h2>
    <div className="trending__grid">
      <ul className="trending__large">
        {posts.slice(0, 3).map((post, i) => (
          <li key={post.id}>
            <PostCard post={post} variant={i === 0 ? 'large' : 'card'} first={i === 0} />
          </li>
        ))}
      </ul>
      <ol className="trending__list">
        {posts.slice(3, 8).map((post) => (
          <li key={post.id}>
            <PostCard post={post} variant="list" />
          </li>
        ))}
      </ol>
    </div>
  </section>
);
