import type { VersionLink } from '../../src/use-cases/sharedViews.ts';
import { useT } from '../i18n/useShell.ts';

/**
 * "Also in: English · Français": the page's versions in other languages, each
 * named as its language names itself, in that language (lang, hreflang), so a
 * screen reader says it as its readers do. Plain links: nothing is asked of the
 * server before the reader picks one, and the browser loads it as a new document
 * (data-reload: never fetched ahead, and the whole site changes language).
 */
export const AlsoIn = ({ versions }: { versions: readonly VersionLink[] }) => {
  const t = useT();
  if (versions.length === 0) return null;
  return (
    <nav className="also-in" aria-label={t('alsoIn')} data-testid="also-in">
      <span className="also-in__label" aria-hidden="true">{t('alsoIn')}:</span>{' '}
      <ul className="also-in__list">
        {versions.map((version) => (
          <li key={version.lang}>
            <a href={version.href} lang={version.lang} hrefLang={version.lang} data-reload="">
              {version.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
};
