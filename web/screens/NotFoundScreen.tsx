import { useT } from '../i18n/useShell.ts';

/** Spec: a 404 heading and three suggestions. */
export const NotFoundScreen = () => {
  const t = useT();
  return (
    <section className="not-found" data-testid="not-found">
      <h1>{t('error404')}</h1>
      <p>{t('suggestions')}</p>
      <ul>
        <li>{t('firstSuggestion')}</li>
        <li>{t('secondSuggestion')}</li>
        <li>{t('thirdSuggestion')}</li>
      </ul>
    </section>
  );
};
