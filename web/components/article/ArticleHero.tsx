import type { ArticleView } from '../../../src/use-cases/articleView.ts';
import { useT } from '../../i18n/useShell.ts';

/** As wide as the article column (article.css), the whole viewport on phones. */
const COVER_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2rem)';

/** The cover image, the page's largest paint: eager, high priority, fixed 1024x574 box. */
export const ArticleHero = ({ cover, title, regenerated }: { cover: ArticleView['cover']; title: string; regenerated: boolean }) => {
  const t = useT();
  return (
    <figure className="article-hero">
      <img
        className="article-hero__image"
        src={cover.src}
        srcSet={cover.srcSet || undefined}
        sizes={cover.srcSet ? COVER_SIZES : undefined}
        alt={cover.alt || title}
        width={cover.width}
        height={cover.height}
        fetchPriority="high"
        loading="eager"
        decoding="async"
      />
      {regenerated ? <figcaption className="article-hero__label">{t('aiGeneratedImage')}</figcaption> : null}
    </figure>
  );
};
