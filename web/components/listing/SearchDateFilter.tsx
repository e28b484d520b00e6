import { useNavigate } from 'react-router-dom';
import { SEARCH_DATE_FILTERS, type SearchDateFilter as Filter } from '../../../src/domain/content.ts';
import { DEFAULT_LANG } from '../../../src/domain/language.ts';
import { urls } from '../../../src/domain/urls.ts';
import { useShell, useT } from '../../i18n/useShell.ts';
import { useChoiceBeforeHydration } from '../useChoiceBeforeHydration.ts';

/**
 * The qdata dropdown of the search screen: changing it keeps the query and goes
 * back to page 1, at the search's canonical URL. Without JavaScript it is a GET
 * form (`?q=…&qdata=…`, 'any' included), which the page cache keys by that same
 * canonical URL.
 */
export const SearchDateFilter = ({ value, query }: { value: Filter; query: string }) => {
  const t = useT();
  const lang = useShell()?.lang ?? DEFAULT_LANG;
  const navigate = useNavigate();
  const change = (next: string) => void navigate(urls.search(lang, query, { qdata: next }));
  const select = useChoiceBeforeHydration(value, change);
  return (
    <form className="date-filter" method="get" onSubmit={(e) => e.preventDefault()}>
      <input type="hidden" name="q" value={query} />
      <label htmlFor="qdata">{t('dateFilter')}</label>
      <select ref={select} id="qdata" name="qdata" value={value} onChange={(e) => change(e.target.value)}>
        {SEARCH_DATE_FILTERS.map((f) => (
          <option key={f} value={f}>{t(`dateFilter.${f}`)}</option>
        ))}
      </select>
      <noscript><button type="submit">{t('apply')}</button></noscript>
    </form>
  );
};
