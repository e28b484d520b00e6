import type { PostCard as PostCardData } from '../../src/domain/postDisplay.ts';
import { WORDPRESS_IMAGE_SIZES } from '../../src/domain/responsiveImage.ts';
import { useT } from '../i18n/useShell.ts';
import { asInnerHtml } from './safeHtmlProps.ts';

// How wide each card's image shows, mirroring cards.css and trending.css (a wide
// screen fits four cards in the page, or three beside a side column; the lead's
// picture takes 7 of 12 parts of the page beside its headline from 48rem on), so
// the browser picks the smallest WordPress size that is sharp enough.
const SIZES = {
  large: '(min-width: 1100px) 41rem, (min-width: 48rem) calc(58vw - 3rem), calc(100vw - 2rem)',
  card: '(min-width: 1100px) 18rem, (min-width: 35rem) 45vw, calc(100vw - 2rem)',
} as const;

/**
 * A post in a grid ('card'), as the lead story ('large', with its excerpt) or in a
 * ranked list ('list', text only); a search result also quotes its extract, the
 * words searched marked (text, as React escapes it: nothing of the reader's query
 * or the API's answer is markup). The title shows its inline markup (em, sub...:
 * SafeHtml the adapter kept), and a post with no title and no text at all is
 * "untitled" in the reader's language. `level`: the heading level of the title, one
 * below the section that lists the card. Only the first screenful is `eager`, and
 * of it only the page's largest paint is `first`: fetched at high priority and
 * preloaded from the head (React does that for a high-priority image), every
 * other image at low priority, so that none competes with it for a phone's
 * bandwidth.
 */
export const PostCard = ({ post, variant = 'card', eager = false, first = false, level = 3 }: { post: PostCardData; variant?: 'card' | 'large' | 'list'; eager?: boolean; first?: boolean; level?: 2 | 3 }) => {
  const t = useT();
  const Title = level === 2 ? 'h2' : 'h3';
  const size = variant === 'large' ? WORDPRESS_IMAGE_SIZES.full : WORDPRESS_IMAGE_SIZES.medium;
  const media = variant !== 'list' ? (
    // The title link names the story; this second link is for the pointer only.
    <a href={post.href} className="post-card__media" tabIndex={-1} aria-hidden="true">
      <img
        src={variant === 'large' ? post.imageLarge : post.image}
        srcSet={post.srcSet || undefined}
        sizes={post.srcSet ? SIZES[variant] : undefined}
        alt={post.alt}
        width={size.width}
        height={size.height}
        loading={eager || first ? 'eager' : 'lazy'}
        // Every other image waits for it: the first-screen ones load at once too, but low priority keeps them out
        // of the head's preloads, and keeps Chromium from raising the lazy ones it finds in the viewport to high
        // priority, beside the largest paint, on a phone's narrow connection.
        fetchPriority={first ? 'high' : 'low'}
        decoding="async"
      />
    </a>
  ) : null;
  return (
    <article className={`post-card post-card--${variant}`}>
      {/* The lead story reads headline first: its picture follows (beside it on wide screens, under it on phones). */}
      {variant === 'large' ? null : media}
      <div className="post-card__body">
        {post.categoryLabel ? <p className="post-card__category">{post.categoryLabel}</p> : null}
        <Title className="post-card__title">
          {post.titleHtml ? <a href={post.href} {...asInnerHtml(post.titleHtml)} /> : <a href={post.href}>{post.title || t('untitled')}</a>}
        </Title>
        {variant === 'large' && 'excerpt' in post && typeof post.excerpt === 'string' && post.excerpt !== '' ? <p className="post-card__excerpt">{post.excerpt}</p> : null}
        {post.extract ? (
          <p className="post-card__extract">
            {post.extract.map((segment, i) => (segment.marked ? <mark key={i}>{segment.text}</mark> : segment.text))}
          </p>
        ) : null}
        {post.published ? (
          <p className="post-card__date">
            <time dateTime={post.published.iso}>{post.published.label}</time>
          </p>
        ) : null}
      </div>
      {variant === 'large' ? media : null}
    </article>
  );
};
