// The whole <html> under SSR. The browser hydrates `document` with the same tree;
// the state script keeps its server text on both sides (see entry.client.tsx).
import { Outlet } from 'react-router-dom';
import { consentModeScript } from '../../src/domain/consentMode.ts';
import { INLINE_STYLE_ID, STATE_SCRIPT_ID, useDocumentAssets } from './DocumentContext.ts';
import { HeadTags } from './HeadTags.tsx';
import { usePageHead } from './usePageHead.ts';

export const Document = () => {
  const assets = useDocumentAssets();
  const head = usePageHead();
  return (
    <html lang={head.bcp47}>
      <head>
        <meta charSet="utf-8" />
        {/* Consent Mode defaults: before any tag, every signal denied (SPEC section 2, issue 5). */}
        <script dangerouslySetInnerHTML={{ __html: consentModeScript(assets.consent) }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#e8057a" />
        <HeadTags head={head} siteOrigin={assets.siteOrigin} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.inlineCss ? <style id={INLINE_STYLE_ID} dangerouslySetInnerHTML={{ __html: assets.inlineCss }} /> : null}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.js.map((src) => (
          <link key={src} rel="modulepreload" href={src} />
        ))}
      </head>
      <body>
        {assets.consent?.purposes.measurement && assets.tags?.gtmId ? (
          // The tag manager's frame for readers without JavaScript, only once they allowed measurement.
          <noscript>
            <iframe title="gtm" src={`https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(assets.tags.gtmId)}`} height="0" width="0" style={{ display: 'none', visibility: 'hidden' }} />
          </noscript>
        ) : null}
        <Outlet />
        <script id={STATE_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: assets.stateScript }} suppressHydrationWarning />
        {assets.js.slice(0, 1).map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </body>
    </html>
  );
};
