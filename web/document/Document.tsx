// The whole <html> under SSR. The browser hydrates `document` with the same tree;
// the inline scripts keep their server text on both sides (see entry.client.tsx),
// the text whose hashes the page's CSP names.
import { useLayoutEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { HEAD_SCRIPT_ID, INLINE_STYLE_ID, LOADER_SCRIPT_ID, PAGE_END_ID, STATE_SCRIPT_ID, TEXTS_SCRIPT_ID, useDocumentAssets } from './DocumentContext.ts';
import { HeadTags } from './HeadTags.tsx';
import { usePageHead } from './usePageHead.ts';

/** `children`: what the body shows instead of the matched routes (the root's error screen). */
export const Document = ({ children }: { readonly children?: ReactNode }) => {
  const assets = useDocumentAssets();
  const head = usePageHead();
  const { onHydrated } = assets;
  useLayoutEffect(() => onHydrated?.(), [onHydrated]);
  return (
    // The head's consent script may mark the root (data-consent) before hydration.
    <html lang={head.bcp47} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Consent Mode: before any tag, every signal denied, then the stored choice applied (docs/product.md#consent, issue 5). */}
        {assets.headScript ? <script id={HEAD_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: assets.headScript }} suppressHydrationWarning /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#e8057a" />
        <HeadTags head={head} siteOrigin={assets.siteOrigin} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* No paint of a half-parsed page: a slow phone would otherwise paint what
            has arrived and move it when the rest comes (layout shift). The page
            is one small document, so waiting for its footer costs nothing. */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        {assets.inlineCss ? <style id={INLINE_STYLE_ID} dangerouslySetInnerHTML={{ __html: assets.inlineCss }} /> : null}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.js.map((src) => (
          <link key={src} rel="modulepreload" href={src} />
        ))}
      </head>
      <body>
        {children ?? <Outlet />}
        {assets.textsScript ? <script id={TEXTS_SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: assets.textsScript }} suppressHydrationWarning /> : null}
        <script id={STATE_SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: assets.stateScript }} suppressHydrationWarning />
        {/* Inserts the entry, so that the CSP's 'strict-dynamic' trusts it (moduleLoader.ts). */}
        {assets.loaderScript ? <script id={LOADER_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: assets.loaderScript }} suppressHydrationWarning /> : null}
      </body>
    </html>
  );
};
