import { DEFAULT_LANG } from '../../src/domain/language.ts';
import { urls } from '../../src/domain/urls.ts';
import { useShell, useT } from '../i18n/useShell.ts';

/** Spec: a 404 heading and three suggestions; a way home for readers who want one. */
export const NotFoundScreen = () => {
  const t = useT();
  const lang = useShell()?.lang ?? DEFAULT_LANG;
  return (
    <section className="not-found" data-testid="not-found">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1>{t('error404')}</h1>
      <p>{t('suggestions')}</p>
      <ul>
        <li>{t('firstSuggestion')}</li>
        <li>{t('secondSuggestion')}</li>
        <li>{t('thirdSuggestion')}</li>
      </ul>
      <a href={urls.home(lang)} className="button">{t('backToHome')}</a>
    </section>
  );
};
