import { Link, useMatch } from 'react-router-dom';
import type { ShellView } from '../../src/use-cases/loadShell.ts';
import { translator } from '../i18n/useShell.ts';

/** Logo (an h1 on home only), category list and popular searches. Issue 3 adds search, menu and language select. */
export const Header = ({ shell }: { shell: ShellView }) => {
  const t = translator(shell.translations);
  const onHome = useMatch('/:lang') !== null;
  const logo = (
    <Link to={`/${shell.lang}/`} className="logo">
      {t('brand')}
    </Link>
  );
  return (
    <header className="site-header">
      <div className="site-header__bar">
        {onHome ? <h1 className="logo-heading">{logo}</h1> : logo}
        <nav aria-label={t('categoriesLabel')} className="category-nav">
          <ul>
            {shell.categories.map((c) => (
              <li key={c.slug}>
                <Link to={c.href}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {shell.popularSearches.length > 0 ? (
        <nav aria-label={t('popularSearches')} className="popular-searches">
          <ul>
            {shell.popularSearches.map((term) => (
              <li key={term}>
                <Link to={`/${shell.lang}/search?q=${encodeURIComponent(term)}`}>{term}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
};
