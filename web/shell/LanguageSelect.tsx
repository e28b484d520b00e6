import { parseLang, type LanguageOption, type Lang } from '../../src/domain/language.ts';
import { urls } from '../../src/domain/urls.ts';
import type { Translate } from '../i18n/useShell.ts';
import { useChoiceBeforeHydration } from '../components/useChoiceBeforeHydration.ts';

const reloadAt = (code: string): void => window.location.assign(urls.home(parseLang(code)));

/** Spec: the language select reloads the site at /{code}. */
export const LanguageSelect = ({ current, languages, t }: { current: Lang; languages: readonly LanguageOption[]; t: Translate }) => {
  const select = useChoiceBeforeHydration(current, reloadAt);
  return (
    <div className="language-select">
      <label htmlFor="language-select" className="visually-hidden">{t('language')}</label>
      <select ref={select} id="language-select" value={current} onChange={(e) => reloadAt(e.target.value)}>
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>{l.name}</option>
        ))}
      </select>
    </div>
  );
};
