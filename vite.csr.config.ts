import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { LANGS } from './src/domain/language.ts';
import { PRODUCTION_BUILDS } from './vite.productionBuilds.ts';

/** The CSR bundle fetches its UI texts from /assets/i18n/{lang}.json, as the spec says. */
const emitTranslations = () => ({
  name: 'newsdesk-emit-translations',
  generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string }) {
    for (const lang of LANGS) {
      const source = readFileSync(fileURLToPath(new URL(`./web/i18n/${lang}.json`, import.meta.url)), 'utf8');
      this.emitFile({ type: 'asset', fileName: `assets/i18n/${lang}.json`, source });
    }
  },
});

// The CSR deployment: a static bundle that reads the content API from the browser.
export default defineConfig({
  plugins: [react(), emitTranslations()],
  root: fileURLToPath(new URL('./web/csr', import.meta.url)),
  publicDir: fileURLToPath(new URL('./web/public', import.meta.url)),
  resolve: { alias: PRODUCTION_BUILDS },
  build: {
    outDir: fileURLToPath(new URL('./dist/csr', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
