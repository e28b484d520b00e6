import { displayDate, formatCount } from '../../../src/domain/readerFormats.ts';
import { useT } from '../../i18n/useShell.ts';

/** Publication date and view count, written as the reader's language writes them. */
export const ArticleMeta = ({ datePublished, views, locale }: { datePublished: string; views: number; locale: string }) => {
  const t = useT();
  const date = displayDate(locale, datePublished, 'long');
  return (
    <p className="article-meta">
      {date ? (
        <time className="article-meta__date" dateTime={date.iso}>
          {date.label}
        </time>
      ) : null}
      <span className="article-meta__views">{t('views', { count: formatCount(locale, views) })}</span>
    </p>
  );
};
