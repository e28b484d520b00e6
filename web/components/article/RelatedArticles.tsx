import { useId } from 'react';
import type { PostCard as PostCardData } from '../../../src/domain/postDisplay.ts';
import { useT } from '../../i18n/useShell.ts';
import { PostCard } from '../PostCard.tsx';

/** 'crpTitle' section with a grid of cards (min 250px wide); nothing when there are none. */
export const RelatedArticles = ({ posts }: { posts: readonly PostCardData[] }) => {
  const t = useT();
  const titleId = useId();
  if (posts.length === 0) return null;
  return (
    <section className="related" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('crpTitle')}
      </h2>
      <ul className="related__grid">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} variant="card" />
          </li>
        ))}
      </ul>
    </section>
  );
};
