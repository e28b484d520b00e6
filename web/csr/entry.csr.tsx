// The CSR deployment: a static bundle whose routes and loaders run entirely in
// the browser against the configured content API (VITE_CONTENT_API_URL at build
// time; by default the same origin's /wp-json/wp).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ContentPort } from '../../src/ports/ContentPort.ts';
import { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { TranslationsPort } from '../../src/ports/TranslationsPort.ts';
import { loadScreen, type ScreenDeps } from '../../src/use-cases/loadScreen.ts';
import { loadSuggestions } from '../../src/use-cases/loadSuggestions.ts';
import { serverBackedServices, SiteServicesContext, type SiteServices } from '../services/SiteServices.ts';
import { CsrLayout } from '../document/CsrLayout.tsx';
import { DocumentContext } from '../document/DocumentContext.ts';
import { createRoutes } from '../routes/createRoutes.tsx';
import { interceptLinks } from '../routes/interceptLinks.ts';
import { createCsrContainer } from './container.ts';
import { AdsPort } from '../../src/ports/AdsPort.ts';
import { AnalyticsPort } from '../../src/ports/AnalyticsPort.ts';
import { ConsentStorePort } from '../../src/ports/ConsentStorePort.ts';
import '../styles/app.css';
import '../styles/article.css';
import '../styles/consent.css';

const origin = window.location.origin;
const container = createCsrContainer({
  contentApiUrl: import.meta.env.VITE_CONTENT_API_URL ?? `${origin}/wp-json/wp`,
  appEnv: import.meta.env.VITE_APP_ENV === 'staging' ? 'staging' : 'production',
  assetsBaseUrl: origin,
});
const deps: ScreenDeps = {
  siteOrigin: origin,
  content: container.get<ContentPort>(ContentPort),
  translations: container.get<TranslationsPort>(TranslationsPort),
  logger: container.get<LoggerPort>(LoggerPort),
};
const screens = loadScreen(deps);
const suggestions = loadSuggestions(deps);
// In CSR the browser asks the content API itself.
const consentStore = container.get<ConsentStorePort>(ConsentStorePort);
const services: SiteServices = {
  ...serverBackedServices,
  suggest: (lang, typed) => suggestions(lang, typed)(),
  analytics: container.get<AnalyticsPort>(AnalyticsPort),
  ads: container.get<AdsPort>(AdsPort),
  consentStore,
};
const router = createBrowserRouter(createRoutes({ load: (request) => screens(request)(), Layout: CsrLayout }));
interceptLinks(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DocumentContext value={{ siteOrigin: origin, css: [], js: [], stateScript: '', tags: {} }}>
      <SiteServicesContext value={services}>
        <RouterProvider router={router} />
      </SiteServicesContext>
    </DocumentContext>
  </StrictMode>,
);
