import { useId } from 'react';
import type { SearchDateFilter } from '../../../src/domain/content.ts';
import { DEFAULT_LANG } from '../../../src/domain/language.ts';
import type { PostCard as PostCardData } from '../../../src/domain/postDisplay.ts';
import { urls } from '../../../src/domain/urls.ts';
import { CardSection } from '../CardSection.tsx';
import { useShell, useT } from '../../i18n/useShell.ts';

/**
 * What a search that found nothing shows instead of a dead end: the same query
 * at any date when a date filter narrowed it, the popular searches of the
 * language and its newest posts.
 */
export const NoResults = ({ query, qdata, latest }: { query: string; qdata: SearchDateFilter; latest: readonly PostCardData[] }) => {
  const t = useT();
  const shell = useShell();
  const lang = shell?.lang ?? DEFAULT_LANG;
  const popular = shell?.popularSearches ?? [];
  const popularId = useId();
  return (
    <div className="no-results" data-testid="no-results">
      <p className="listing__empty">{t('searchNoResultsHint')}</p>
      {qdata === 'any' ? null : (
        <p className="no-results__any-time">
          <a href={urls.search(lang, query)}>{t('searchAnyTime', { query })}</a>
        </p>
      )}
      {popular.length > 0 ? (
        <div className="no-results__block">
          <h2 id={popularId} className="section-title">{t('popularSearches')}</h2>
          <ul className="no-results__terms" aria-labelledby={popularId}>
            {popular.map((term) => (
              <li key={term}><a href={urls.search(lang, term)}>{term}</a></li>
            ))}
          </ul>
        </div>
      ) : null}
      <CardSection title={t('latest')} posts={latest} className="no-results__block" testId="no-results-latest" />
    </div>
  );
};
