import type { ArticleView } from '../../../src/use-cases/articleView.ts';
import { useT } from '../../i18n/useShell.ts';

/** The cover image, the page's largest paint: eager, high priority, fixed 1024x574 box. */
export const ArticleHero = ({ cover, title, regenerated }: { cover: ArticleView['cover']; title: string; regenerated: boolean }) => {
  const t = useT();
  return (
    <figure className="article-hero">
      <img className="article-hero__image" src={cover.src} alt={cover.alt || title} width={1024} height={574} fetchPriority="high" loading="eager" decoding="async" />
      {regenerated ? <figcaption className="article-hero__label">{t('aiGeneratedImage')}</figcaption> : null}
    </figure>
  );
};
