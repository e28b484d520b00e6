import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { PRODUCTION_BUILDS } from './vite.productionBuilds.ts';

// The Express SSR entry as one ES module; packages stay in node_modules.
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  // fp-ts and io-ts publish directory subpaths (fp-ts/Either) that Node's ESM
  // resolver refuses; bundling them sidesteps that. react-router is bundled so
  // that its production build (vite.productionBuilds.ts) is the one that runs:
  // left to Node, its package exports resolve the development build.
  ssr: { noExternal: ['fp-ts', 'io-ts', 'react-router', 'react-router-dom'] },
  resolve: { alias: PRODUCTION_BUILDS },
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    // One flat folder: the server finds the client build at ../client from any of its files.
    rollupOptions: { output: { entryFileNames: 'main.js', chunkFileNames: '[name].js' } },
  },
});
