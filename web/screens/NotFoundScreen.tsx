import { Suspense } from 'react';
import { DEFAULT_LANG } from '../../src/domain/language.ts';
import type { PostCard } from '../../src/domain/postDisplay.ts';
import { urls } from '../../src/domain/urls.ts';
import { useShell, useT } from '../i18n/useShell.ts';
import { NotFoundLatest, NotFoundSearch } from '../components/notFound/deferred.ts';

/**
 * Spec: a 404 heading and three suggestions; a search of the site, a way home,
 * and the newest posts of the language (`latest`, loaded with the outcome: none
 * when that call failed), so that a dead link is no dead end.
 */
export const NotFoundScreen = ({ latest = [] }: { latest?: readonly PostCard[] }) => {
  const t = useT();
  const lang = useShell()?.lang ?? DEFAULT_LANG;
  return (
    <>
      <section className="not-found" data-testid="not-found">
        <p className="not-found__code" aria-hidden="true">404</p>
        <h1>{t('error404')}</h1>
        <p>{t('suggestions')}</p>
        <ul>
          <li>{t('firstSuggestion')}</li>
          <li>{t('secondSuggestion')}</li>
          <li>{t('thirdSuggestion')}</li>
        </ul>
        <Suspense>
          <NotFoundSearch />
        </Suspense>
        <a href={urls.home(lang)} className="button">{t('backToHome')}</a>
      </section>
      {latest.length > 0 ? (
        <Suspense>
          <NotFoundLatest latest={latest} />
        </Suspense>
      ) : null}
    </>
  );
};
