// The header search with autocomplete, as an ARIA combobox: suggestions are open
// while there are any, close on Escape or a click outside, reopen on a click
// inside. Submitting empty input does nothing; without JS it is a GET form.
// On a results page it holds that page's query, as the reader left it; only
// what the reader types asks for suggestions.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import type { Lang } from '../../src/domain/language.ts';
import { screenRoutes } from '../../src/domain/screenRoutes.ts';
import { urls } from '../../src/domain/urls.ts';
import type { SuggestionView } from '../../src/use-cases/loadSuggestions.ts';
import { leaveScreen } from '../routes/leaveScreen.ts';
import { useSiteServices } from '../services/SiteServices.ts';
import type { Translate } from '../i18n/useShell.ts';

const DEBOUNCE_MS = 200;

export const SearchBox = ({ lang, t }: { lang: Lang; t: Translate }) => {
  const { suggest } = useSiteServices();
  const navigate = useNavigate();
  const id = useId();
  const root = useRef<HTMLFormElement>(null);
  const onResults = useMatch(screenRoutes.search.pattern) !== null;
  const { search } = useLocation();
  const pageQuery = onResults ? (new URLSearchParams(search).get('q') ?? '').trim() : '';
  const [value, setValue] = useState(pageQuery);
  /** What the reader typed last: undefined until they type, so a page's own query asks for no suggestion. */
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [suggestions, setSuggestions] = useState<readonly SuggestionView[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Another page: the field takes its query (or none), as it would on a new load.
  const [shownFor, setShownFor] = useState(pageQuery);
  if (shownFor !== pageQuery) {
    setShownFor(pageQuery);
    setValue(pageQuery);
    setTyped(undefined);
    setSuggestions([]);
    setOpen(false);
    setActive(-1);
  }

  useEffect(() => {
    if (typed === undefined) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggest(lang, typed, controller.signal)
        .then((found) => {
          setSuggestions(found);
          setOpen(found.length > 0);
          setActive(-1);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [lang, typed, suggest]);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);

  const go = (href: string) => {
    setOpen(false);
    leaveScreen();
    void navigate(href);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (q === '') return;
    // An option counts only while the list shows it: a closed list searches the typed text.
    const chosen = open && active >= 0 ? suggestions[active] : undefined;
    go(chosen ? chosen.href : urls.search(lang, q));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // Closing the suggestions uses this Escape; with none open it closes the search panel.
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    }
  };

  const listId = `${id}-list`;
  return (
    <form ref={root} className="search-box" role="search" action={urls.search(lang, '')} method="get" onSubmit={submit}>
      <label htmlFor={`${id}-input`} className="visually-hidden">{t('searchLabel')}</label>
      <input
        // Typed before the header hydrated (its panel opens at the tap): handed to React once it has (web/document/earlyTaps.ts).
        data-keep-input=""
        id={`${id}-input`}
        name="q"
        // text, not search: ARIA allows the combobox role on a text input only.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('searchPlaceholder')}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setTyped(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(suggestions.length > 0)}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
      />
      <button type="submit" className="search-box__submit">{t('search')}</button>
      <ul id={listId} role="listbox" className="search-box__list" hidden={!open} aria-label={t('suggestionsLabel')}>
        {suggestions.map((s, i) => (
          <li key={s.id} id={`${listId}-${i}`} role="option" aria-selected={i === active} onPointerDown={(e) => e.preventDefault()} onClick={() => go(s.href)}>
            {s.title}
          </li>
        ))}
      </ul>
    </form>
  );
};
