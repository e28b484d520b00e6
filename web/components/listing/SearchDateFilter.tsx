import { useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_DATE_FILTERS, type SearchDateFilter as Filter } from '../../../src/domain/content.ts';
import { useT } from '../../i18n/useShell.ts';

/**
 * The qdata dropdown of the search screen: changing it keeps the other query
 * params and goes back to page 1. Without JavaScript it is a GET form.
 */
export const SearchDateFilter = ({ value, query }: { value: Filter; query: string }) => {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const change = (next: string) => {
    const kept = new URLSearchParams(params);
    kept.delete('page');
    if (next === 'any') kept.delete('qdata');
    else kept.set('qdata', next);
    void navigate(`?${kept.toString()}`);
  };
  return (
    <form className="date-filter" method="get" onSubmit={(e) => e.preventDefault()}>
      <input type="hidden" name="q" value={query} />
      <label htmlFor="qdata">{t('dateFilter')}</label>
      <select id="qdata" name="qdata" value={value} onChange={(e) => change(e.target.value)}>
        {SEARCH_DATE_FILTERS.map((f) => (
          <option key={f} value={f}>{t(`dateFilter.${f}`)}</option>
        ))}
      </select>
      <noscript><button type="submit">{t('apply')}</button></noscript>
    </form>
  );
};
