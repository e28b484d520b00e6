import { Outlet } from 'react-router-dom';
import { useShell } from '../i18n/useShell.ts';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { UnavailableScreen } from '../screens/UnavailableScreen.tsx';

/** Header, the current screen and the footer of one language. */
export const Shell = () => {
  const shell = useShell();
  if (!shell) return <UnavailableScreen />;
  return (
    <>
      <a className="skip-link" href="#main">
        {shell.translations['skipToContent'] ?? 'Skip to content'}
      </a>
      <Header shell={shell} />
      <main id="main" className="main">
        <Outlet />
      </main>
      <Footer shell={shell} />
    </>
  );
};
