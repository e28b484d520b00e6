// The hydration entry of the SSR deployment. Route data comes from the server's
// state script; client navigations ask the server's data endpoint, so neither
// the decoders nor the WordPress adapter ship to the browser.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { DocumentContext, STATE_SCRIPT_ID, type DocumentAssets } from './document/DocumentContext.ts';
import { Document } from './document/Document.tsx';
import { createRoutes } from './routes/createRoutes.tsx';
import { fetchScreen } from './routes/fetchScreen.ts';
import './styles/app.css';
import './styles/article.css';

declare global {
  interface Window {
    __ND__?: Omit<DocumentAssets, 'stateScript'>;
  }
}

const assets: DocumentAssets = {
  siteOrigin: window.__ND__?.siteOrigin ?? window.location.origin,
  css: window.__ND__?.css ?? [],
  js: window.__ND__?.js ?? [],
  // Rendered again with the very text the server wrote, so hydration matches.
  stateScript: document.getElementById(STATE_SCRIPT_ID)?.textContent ?? '',
};

// createBrowserRouter reads window.__staticRouterHydrationData itself.
const router = createBrowserRouter(createRoutes({ load: fetchScreen, Layout: Document }));

hydrateRoot(
  document,
  <StrictMode>
    <DocumentContext value={assets}>
      <RouterProvider router={router} />
    </DocumentContext>
  </StrictMode>,
);
