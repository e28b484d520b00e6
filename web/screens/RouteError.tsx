import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useT } from '../i18n/useShell.ts';
import { NotFoundScreen } from './NotFoundScreen.tsx';

/** Last line of defence for a bug in a screen: a translated message, never a stack trace. */
export const RouteError = () => {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <main id="main" className="main">
      <section className="unavailable" data-testid="route-error">
        <h1>{t('errorTitle')}</h1>
        <p>{t('unavailableText')}</p>
        <p><a href="/">Newsdesk</a></p>
      </section>
    </main>
  );
};
