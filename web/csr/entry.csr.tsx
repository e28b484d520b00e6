// The CSR deployment: a static bundle whose routes and loaders run entirely in
// the browser against the configured content API (VITE_CONTENT_API_URL at build
// time; by default the same origin's /wp-json/wp).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SiteServicesContext } from '../services/SiteServices.ts';
import { CsrLayout } from '../document/CsrLayout.tsx';
import { DocumentContext } from '../document/DocumentContext.ts';
import { createRoutes } from '../routes/createRoutes.tsx';
import { interceptLinks } from '../routes/interceptLinks.ts';
import { openChosenLanguage } from '../shell/openChosenLanguage.ts';
import { composeCsr } from './container.ts';
import '../styles/app.css';
import '../styles/article.css';
import '../styles/consent.css';

const origin = window.location.origin;
// Every adapter of this deployment is chosen in its composition root.
const { screens, services } = composeCsr({
  contentApiUrl: import.meta.env.VITE_CONTENT_API_URL ?? `${origin}/wp-json/wp`,
  appEnv: import.meta.env.VITE_APP_ENV === 'staging' ? 'staging' : 'production',
  assetsBaseUrl: origin,
  siteOrigin: origin,
});
const router = createBrowserRouter(createRoutes({ load: (request) => screens(request)(), Layout: CsrLayout }));
interceptLinks(router);
openChosenLanguage(document);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DocumentContext value={{ siteOrigin: origin, css: [], js: [], stateScript: '', tags: {} }}>
      <SiteServicesContext value={services}>
        <RouterProvider router={router} />
      </SiteServicesContext>
    </DocumentContext>
  </StrictMode>,
);
