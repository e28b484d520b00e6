import { Suspense } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { Spinner } from '../components/Spinner.tsx';
import { useScrollOnNavigate } from './useScrollOnNavigate.ts';
import { translator, useShell } from '../i18n/useShell.ts';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { UnavailableScreen } from '../screens/UnavailableScreen.tsx';
import { ConsentLayer } from '../consent/ConsentLayer.tsx';

/** Header, the current screen and the footer of one language. */
export const Shell = () => {
  const shell = useShell();
  const navigation = useNavigation();
  const { key } = useLocation();
  useScrollOnNavigate();
  if (!shell) return <UnavailableScreen />;
  const loading = navigation.state === 'loading';
  const t = translator(shell.translations);
  return (
    <>
      {/* Before the consent layer: the first thing Tab reaches, a new reader's banner or not (its controls come next). */}
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <ConsentLayer t={t} legal={shell.legal}>
        {/* The header, then the screen, each a boundary of its own: React hydrates them after the
            document as separate, interruptible units of work, the header first, and at once for a
            tap on it, so the menu and the search box never wait for the rest of the page. */}
        <Suspense>
          <Header shell={shell} />
        </Suspense>
        <main id="main" className="main" aria-busy={loading}>
          {/* Each location's screen is new content (its key), not the last one's elements moved: see leaveScreen.ts. */}
          {loading ? <Spinner label={t('loading')} /> : <Suspense><Outlet key={key} /></Suspense>}
        </main>
        <Footer shell={shell} />
      </ConsentLayer>
    </>
  );
};
