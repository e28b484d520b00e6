import { Link } from 'react-router-dom';
import type { PostCard as PostCardData } from '../../src/domain/postDisplay.ts';

/** A post in a grid ('card') or a ranked list ('list'); 'large' uses the big image. */
/** `level`: the heading level of the title, one below the section that lists the card. */
export const PostCard = ({ post, variant = 'card', eager = false, level = 3 }: { post: PostCardData; variant?: 'card' | 'large' | 'list'; eager?: boolean; level?: 2 | 3 }) => {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
  <article className={`post-card post-card--${variant}`}>
    {variant !== 'list' ? (
      <Link to={post.href} className="post-card__media" tabIndex={-1} aria-hidden="true">
        <img
          src={variant === 'large' ? post.imageLarge : post.image}
          alt=""
          width={variant === 'large' ? 1024 : 512}
          height={variant === 'large' ? 574 : 287}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Link>
    ) : null}
    <div className="post-card__body">
      {post.categoryLabel ? <p className="post-card__category">{post.categoryLabel}</p> : null}
      <Title className="post-card__title">
        <Link to={post.href}>{post.title}</Link>
      </Title>
    </div>
  </article>
  );
};
