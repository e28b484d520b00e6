import { useMatches } from 'react-router-dom';
import { LANGUAGE_PATH } from '../../src/domain/endpoints.ts';
import type { LanguageOption, Lang } from '../../src/domain/language.ts';
import type { LanguageVersion } from '../../src/domain/translations.ts';
import { urls } from '../../src/domain/urls.ts';
import type { ScreenOutcome } from '../../src/use-cases/screen.ts';
import type { Translate } from '../i18n/useShell.ts';
import { LANGUAGE_SELECT_ID } from './languageSelectId.ts';

/**
 * The page shown, from its head: its path, and its versions in other languages
 * when it is a page that can have them (an article, a category's first page).
 */
const usePageShown = (): { path?: string; versions?: readonly LanguageVersion[] } => {
  const leaf = useMatches().at(-1)?.data as ScreenOutcome | undefined;
  if (leaf?.kind !== 'view' || !leaf.head) return {};
  return { path: leaf.head.canonicalPath, ...(leaf.head.languageVersions ? { versions: leaf.head.languageVersions } : {}) };
};

/**
 * The language select: the page's own version in each language that has one (an
 * article's translation, a category's), else that language's home, marked so
 * the reader knows (docs/decisions/0037-linked-translations.md). A GET form, so it
 * works without JavaScript too (its button shows only then); with it, a choice
 * loads the page at once, made before hydration or after.
 */
export const LanguageSelect = ({ current, languages, t }: { current: Lang; languages: readonly LanguageOption[]; t: Translate }) => {
  const shown = usePageShown();
  const options = languages.map((l) => {
    const version = shown.versions?.find((v) => v.lang === l.code);
    if (l.code === current) return { code: l.code, path: shown.path ?? urls.home(current), label: l.name };
    // On a page that has versions, a language without one says that it leads home.
    const home = version === undefined && shown.versions !== undefined;
    return { code: l.code, path: version?.path ?? urls.home(l.code), label: home ? `${l.name} (${t('languageHome')})` : l.name };
  });
  const currentPath = options.find((o) => o.code === current)?.path ?? urls.home(current);
  return (
    <form className="language-select" method="get" action={LANGUAGE_PATH}>
      <label htmlFor={LANGUAGE_SELECT_ID} className="visually-hidden">{t('language')}</label>
      {/* Keyed by the page, so a client navigation shows the new page's language chosen. */}
      <select key={currentPath} id={LANGUAGE_SELECT_ID} name="to" defaultValue={currentPath}>
        {options.map((o) => (
          <option key={o.code} value={o.path} lang={o.code}>{o.label}</option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="language-select__go">{t('languageGo')}</button>
      </noscript>
    </form>
  );
};
