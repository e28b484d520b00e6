import { useT } from '../../i18n/useShell.ts';

/** Publication date and view count; a fixed time zone keeps server and browser text identical. */
export const ArticleMeta = ({ datePublished, views, locale }: { datePublished: string; views: number; locale: string }) => {
  const t = useT();
  const date = new Date(datePublished);
  const hasDate = datePublished !== '' && !Number.isNaN(date.getTime());
  const count = new Intl.NumberFormat(locale).format(views);
  return (
    <p className="article-meta">
      {hasDate ? (
        <time className="article-meta__date" dateTime={datePublished}>
          {new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)}
        </time>
      ) : null}
      <span className="article-meta__views">{t('views', { count })}</span>
    </p>
  );
};
