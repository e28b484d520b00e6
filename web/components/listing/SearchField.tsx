import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchDateFilter } from '../../../src/domain/content.ts';
import { DEFAULT_LANG } from '../../../src/domain/language.ts';
import { urls } from '../../../src/domain/urls.ts';
import { useShell, useT } from '../../i18n/useShell.ts';
import { leaveScreen } from '../../routes/leaveScreen.ts';

/**
 * The results page's own search field: it holds the query, to refine it where
 * the results are, and keeps the date filter; a new query starts on page 1.
 * Submitting blank input does nothing; without JavaScript it is a GET form.
 */
export const SearchField = ({ query, qdata }: { query: string; qdata: SearchDateFilter }) => {
  const t = useT();
  const lang = useShell()?.lang ?? DEFAULT_LANG;
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(query);
  // Another query shown (a search from elsewhere, without a new mount): the field takes it.
  const [shownFor, setShownFor] = useState(query);
  if (shownFor !== query) {
    setShownFor(query);
    setValue(query);
  }
  const kept = qdata === 'any' ? {} : { qdata };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (q === '') return;
    leaveScreen();
    void navigate(urls.search(lang, q, kept));
  };
  return (
    <form className="search-field" method="get" action={urls.search(lang, '')} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">{t('refineSearch')}</label>
      <input id={id} name="q" type="search" data-keep-input="" enterKeyHint="search" autoComplete="off" value={value} onChange={(e) => setValue(e.target.value)} />
      {qdata === 'any' ? null : <input type="hidden" name="qdata" value={qdata} />}
      <button type="submit" className="search-field__submit">{t('search')}</button>
    </form>
  );
};
