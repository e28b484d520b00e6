import type { DisplayDate } from '../../../src/domain/readerFormats.ts';
import type { ArticleView } from '../../../src/use-cases/articleView.ts';
import { useT } from '../../i18n/useShell.ts';

/** "By {name}" with the name a link: the translation says where the name goes. */
const Byline = ({ byline }: { byline: NonNullable<ArticleView['byline']> }) => {
  const t = useT();
  const [before = '', after = ''] = t('byline').split('{name}');
  return (
    <span className="article-meta__byline" data-testid="byline">
      {before}
      <a className="article-meta__author" href={byline.href} rel="author">{byline.name}</a>
      {after}
    </span>
  );
};

/**
 * Who wrote it, when it went out and when it last changed, and the view count, as
 * the core wrote them for the reader's language (times in UTC, the zone named:
 * the server's text is the page's, the browser never formats a date again).
 */
export const ArticleMeta = ({ byline, published, updated, viewsText }: { byline: ArticleView['byline']; published: DisplayDate | undefined; updated: ArticleView['updated']; viewsText: string }) => {
  const t = useT();
  // "at {time}" on the day it went out, "on {date and time}" after: languages word them apart.
  const [beforeTime = '', afterTime = ''] = t(updated?.sameDay ? 'updatedTime' : 'updatedDate').split('{time}');
  return (
    <p className="article-meta">
      {byline ? <Byline byline={byline} /> : null}
      {published ? (
        <time className="article-meta__date" dateTime={published.iso} data-testid="published">
          {published.label}
        </time>
      ) : null}
      {updated ? (
        <span className="article-meta__updated" data-testid="updated">
          {beforeTime}
          <time dateTime={updated.iso}>{updated.label}</time>
          {afterTime}
        </span>
      ) : null}
      <span className="article-meta__views">{t('views', { count: viewsText })}</span>
    </p>
  );
};
