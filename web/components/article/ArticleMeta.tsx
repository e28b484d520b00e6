import type { DisplayDate } from '../../../src/domain/readerFormats.ts';
import { useT } from '../../i18n/useShell.ts';

/** Publication date and view count, as the core wrote them for the reader's language. */
export const ArticleMeta = ({ published, viewsText }: { published: DisplayDate | undefined; viewsText: string }) => {
  const t = useT();
  return (
    <p className="article-meta">
      {published ? (
        <time className="article-meta__date" dateTime={published.iso}>
          {published.label}
        </time>
      ) : null}
      <span className="article-meta__views">{t('views', { count: viewsText })}</span>
    </p>
  );
};
