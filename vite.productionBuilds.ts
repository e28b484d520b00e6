// Production builds of the packages that ship a development one, for every
// bundle (client, server, CSR). react-router 7 points its package exports at its
// development build only (remix-run/react-router#14102, #12532): development
// warnings, developer error pages and extra checks on every render. Its
// production build is in the same package; these aliases name it. React picks its
// build at run time from NODE_ENV (server/main.ts sets it before React loads).
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const reactRouter = (file: string): string => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export const PRODUCTION_BUILDS: Alias[] = [
  { find: /^react-router$/, replacement: reactRouter('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
];
