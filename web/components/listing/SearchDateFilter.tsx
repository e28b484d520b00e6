import { useNavigate } from 'react-router-dom';
import { SEARCH_DATE_FILTERS, type SearchDateFilter as Filter } from '../../../src/domain/content.ts';
import { DEFAULT_LANG } from '../../../src/domain/language.ts';
import { urls } from '../../../src/domain/urls.ts';
import { useShell, useT } from '../../i18n/useShell.ts';
import { leaveScreen } from '../../routes/leaveScreen.ts';

/**
 * The qdata dropdown of the search screen: changing it keeps the query and goes
 * back to page 1, at the search's canonical URL. Without JavaScript it is a GET
 * form (`?q=…&qdata=…`, 'any' included), which the page cache keys by that same
 * canonical URL. Chosen before React has it, the head script submits that form
 * (web/document/earlyTaps.ts): the server answers the chosen period at once.
 */
export const SearchDateFilter = ({ value, query }: { value: Filter; query: string }) => {
  const t = useT();
  const lang = useShell()?.lang ?? DEFAULT_LANG;
  const navigate = useNavigate();
  const change = (next: string) => {
    leaveScreen();
    void navigate(urls.search(lang, query, { qdata: next }));
  };
  return (
    <form className="date-filter" method="get" onSubmit={(e) => e.preventDefault()}>
      <input type="hidden" name="q" value={query} />
      <label htmlFor="qdata">{t('dateFilter')}</label>
      <select id="qdata" name="qdata" value={value} onChange={(e) => change(e.target.value)} data-submit-on-change="">
        {SEARCH_DATE_FILTERS.map((f) => (
          <option key={f} value={f}>{t(`dateFilter.${f}`)}</option>
        ))}
      </select>
      <noscript><button type="submit">{t('apply')}</button></noscript>
    </form>
  );
};
