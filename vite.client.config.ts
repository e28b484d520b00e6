import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';

// The hydration bundle of the SSR deployment; the server reads its manifest.
export default defineConfig({
  plugins: [react(), precompress()],
  publicDir: 'web/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rollupOptions: { input: 'web/entry.client.tsx' },
  },
});
