import type { InlineMediaItem } from '../../../src/domain/content.ts';
import { useT } from '../../i18n/useShell.ts';

/** An image or video placed in the post content, with caption, licence and source. */
export const InlineMedia = ({ item, eager = false }: { item: InlineMediaItem; eager?: boolean }) => {
  const t = useT();
  if (!item.assetUrl) return null;
  const sourceText = item.sourceTitle || item.registrableDomain || t('source');
  const hasCaption = Boolean(item.caption || item.licenseLabel || item.pageUrl);
  /** A video's box from its width and height, when both are known (see below). */
  const box = item.width && item.height ? `${item.width} / ${item.height}` : undefined;
  return (
    <figure className={`inline-media inline-media--${item.kind}`}>
      {item.kind === 'video' ? (
        // Native controls (keyboard-operable, labelled by the browser), never autoplay;
        // the poster, or without one the placeholder of inline-media.css, until it plays.
        // Sized, its box is its width and height's whatever the file, so the browser may
        // leave it unrendered while it is far off screen (inline-media.css).
        <video
          className={box ? 'inline-media__asset inline-media__asset--boxed' : 'inline-media__asset'}
          style={box ? { aspectRatio: box } : undefined}
          controls
          preload={eager ? 'auto' : 'none'}
          width={item.width}
          height={item.height}
          src={item.assetUrl}
          poster={item.posterUrl}
        >
          {t('videoFallback')} <a href={item.assetUrl}>{item.assetUrl}</a>
        </video>
      ) : (
        <img
          className="inline-media__asset"
          src={item.assetUrl}
          alt={item.altText ?? ''}
          width={item.width}
          height={item.height}
          loading={eager ? 'eager' : 'lazy'}
          // Even when in the first screenful it comes after the cover, the page's largest paint:
          // low priority, so React does not preload it from the head to compete with the cover.
          fetchPriority={eager ? 'low' : undefined}
          decoding="async"
        />
      )}
      {hasCaption ? (
        <figcaption className="inline-media__caption">
          {item.caption ? <span className="inline-media__text">{item.caption}</span> : null}
          {item.licenseLabel ? <span className="inline-media__license">{`${t('license')}: ${item.licenseLabel}`}</span> : null}
          {item.pageUrl ? (
            <a className="inline-media__source" href={item.pageUrl} rel="noopener" target="_blank">
              {sourceText}
            </a>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  );
};
