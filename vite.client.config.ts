import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';
import { PRODUCTION_BUILDS } from './vite.productionBuilds.ts';

/** In the hydration bundle, a `deferred.ts` module is its `deferred.client.ts` twin: lazy parts in chunks of their own. */
const deferredInBrowser = (): Plugin => ({
  name: 'newsdesk-deferred-in-browser',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!source.endsWith('/deferred.ts')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && { ...resolved, id: resolved.id.replace(/deferred\.ts$/, 'deferred.client.ts') };
  },
});

/** The chunk of the framework's packages (and the scheduler react-dom runs on). */
export const FRAMEWORK_CHUNK = 'framework';
const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;

// The hydration bundle of the SSR deployment; the server reads its manifest.
export default defineConfig({
  plugins: [deferredInBrowser(), react(), precompress()],
  publicDir: 'web/public',
  resolve: { alias: PRODUCTION_BUILDS },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // One stylesheet for the whole build, which the server inlines in every page
    // (server/render/clientAssets.ts). Split per chunk, the chunks' CSS became
    // dependencies of the lazy parts' imports, and Vite's preload helper linked it
    // again when the share row or the rating loaded: a download the part waited
    // for, and a restyle and relayout of the whole page after its first paint.
    cssCodeSplit: false,
    target: 'es2022',
    rollupOptions: {
      input: 'web/entry.client.tsx',
      // React, react-dom and the router in a chunk of their own: the floor every
      // page's JavaScript stands on, measured by tests/e2e/bundleBudget.spec.ts,
      // and a file that outlives a deploy that changes only the site's code.
      output: { codeSplitting: { groups: [{ name: FRAMEWORK_CHUNK, test: FRAMEWORK_MODULES }] } },
    },
  },
});
