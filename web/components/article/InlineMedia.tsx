import type { InlineMediaItem } from '../../../src/domain/content.ts';
import { useT } from '../../i18n/useShell.ts';

/** An image or video placed in the post content, with caption, licence and source. */
export const InlineMedia = ({ item, eager = false }: { item: InlineMediaItem; eager?: boolean }) => {
  const t = useT();
  if (!item.asset_url) return null;
  const sourceText = item.source_title || item.registrable_domain || t('source');
  const hasCaption = Boolean(item.caption || item.license_label || item.page_url);
  return (
    <figure className={`inline-media inline-media--${item.kind}`}>
      {item.kind === 'video' ? (
        <video className="inline-media__asset" controls preload={eager ? 'auto' : 'none'} width={item.width} height={item.height} src={item.asset_url}>
          {t('videoFallback')} <a href={item.asset_url}>{item.asset_url}</a>
        </video>
      ) : (
        <img
          className="inline-media__asset"
          src={item.asset_url}
          alt={item.alt_text ?? ''}
          width={item.width}
          height={item.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      {hasCaption ? (
        <figcaption className="inline-media__caption">
          {item.caption ? <span className="inline-media__text">{item.caption}</span> : null}
          {item.license_label ? <span className="inline-media__license">{`${t('license')}: ${item.license_label}`}</span> : null}
          {item.page_url ? (
            <a className="inline-media__source" href={item.page_url} rel="noopener" target="_blank">
              {sourceText}
            </a>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  );
};
