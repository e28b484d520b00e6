import { useId } from 'react';
import type { PostCard as PostCardData } from '../../src/domain/postDisplay.ts';
import { CardGrid } from './CardGrid.tsx';

/**
 * A titled grid of post cards: the related articles
 * ('crpTitle') and the most read posts. Nothing at all when there are no posts.
 */
export const CardSection = ({ title, posts, className, testId }: { title: string; posts: readonly PostCardData[]; className: string; testId?: string }) => {
  const titleId = useId();
  if (posts.length === 0) return null;
  return (
    <section className={className} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {/* Below the first screenful. */}
      <CardGrid posts={posts} />
    </section>
  );
};
