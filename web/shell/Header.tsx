import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useMatch } from 'react-router-dom';
import type { ShellView } from '../../src/use-cases/loadShell.ts';
import { screenRoutes } from '../../src/domain/screenRoutes.ts';
import { urls } from '../../src/domain/urls.ts';
import { translator } from '../i18n/useShell.ts';
import { CategoryNav } from './CategoryNav.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { SearchBox } from './SearchBox.tsx';
import { useHideOnScroll } from './useHideOnScroll.ts';
import { useReaderPlace } from './useReaderPlace.ts';

export type HeaderTheme = 'white' | 'secondary' | 'primary';

/** Logo (an h1 on home only), search with autocomplete, menu, categories, popular searches, language. */
export const Header = ({ shell, theme = 'white' }: { shell: ShellView; theme?: HeaderTheme }) => {
  const t = translator(shell.translations);
  const onHome = useMatch(screenRoutes.home.pattern) !== null;
  const hidden = useHideOnScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const { key } = useLocation();
  const place = useReaderPlace();
  const searchToggle = useRef<HTMLButtonElement>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const searchPanel = useRef<HTMLDivElement>(null);
  // A navigation closes the panels. Not the first render: its effect can run after a tap that
  // came the moment the header hydrated, and would close the panel that tap opened. Before the
  // next screen is painted: from the tap on, the stylesheet hid an open panel with the screen
  // being left (header.css), and it must not show again for a frame.
  const shownKey = useRef(key);
  useLayoutEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    setMenuOpen(false);
    setSearchOpen(false);
  }, [key]);
  // Opening the search panel puts the reader in its field.
  useEffect(() => {
    if (searchOpen) searchPanel.current?.querySelector('input')?.focus();
  }, [searchOpen]);
  // Escape closes the open panel and hands focus back to its toggle; the search
  // field uses Escape first to close its suggestions (it then prevents the default).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (searchOpen) {
      setSearchOpen(false);
      searchToggle.current?.focus();
    } else if (menuOpen) {
      setMenuOpen(false);
      menuToggle.current?.focus();
    }
  };

  const logo = (
    <a href={urls.logo(shell.lang)} className="logo">
      {t('brand')}
    </a>
  );
  return (
    <header className={`site-header site-header--${theme}${hidden ? ' site-header--hidden' : ''}`} data-testid="site-header" onKeyDown={onKeyDown}>
      <div className="site-header__bar">
        {onHome ? <h1 className="logo-heading">{logo}</h1> : logo}
        <div className="site-header__tools">
          <button ref={searchToggle} type="button" className="icon-button icon-button--search" aria-expanded={searchOpen} aria-controls="header-search" onClick={() => setSearchOpen((o) => !o)}>
            <span className="icon-button__icon" aria-hidden="true" />
            <span className="icon-button__label">{t('search')}</span>
          </button>
          <button ref={menuToggle} type="button" className="icon-button icon-button--menu menu-toggle" aria-expanded={menuOpen} aria-controls="header-menu" onClick={() => setMenuOpen((o) => !o)}>
            <span className="icon-button__icon" aria-hidden="true" />
            <span className="icon-button__label">{t('menu')}</span>
          </button>
          <LanguageSelect current={shell.lang} languages={shell.languages} t={t} />
        </div>
      </div>
      <div ref={searchPanel} id="header-search" className={`site-header__search${searchOpen ? ' is-open' : ''}`}>
        <SearchBox lang={shell.lang} t={t} />
      </div>
      <CategoryNav categories={shell.categories} row={shell.categoryRow} place={place} open={menuOpen} t={t} />
      {shell.popularSearches.length > 0 ? (
        <nav aria-label={t('popularSearches')} className="popular-searches">
          {/* The nav's name already says it to screen readers. */}
          <span className="popular-searches__label" aria-hidden="true">{t('popularSearches')}</span>
          <ul>
            {shell.popularSearches.map((term) => (
              <li key={term}>
                <a href={urls.search(shell.lang, term)}>{term}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
};
