import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
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
  useScrollOnNavigate();
  if (!shell) return <UnavailableScreen />;
  const loading = navigation.state === 'loading';
  const t = translator(shell.translations);
  return (
    <ConsentLayer t={t} legal={shell.legal}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header shell={shell} />
      <main id="main" className="main" aria-busy={loading}>
        {/* A boundary of its own: React hydrates the header first, then the screen as a separate,
            interruptible unit of work, so a tap on the menu or the search box does not wait for it. */}
        {loading ? <Spinner label={t('loading')} /> : <Suspense><Outlet /></Suspense>}
      </main>
      <Footer shell={shell} />
    </ConsentLayer>
  );
};
