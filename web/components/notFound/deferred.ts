// The not-found page's search field and newest posts. The not-found screen is in
// every page's code (web/screens/ScreenOutlet.tsx); these parts are not: on the
// server, in tests and in the CSR bundle they are these very components, and the
// hydration bundle swaps this module for deferred.client.ts (vite.client.config.ts),
// whose lazy twins load as a chunk of their own only on a not-found page.
export { NotFoundLatest, NotFoundSearch } from './NotFoundOffers.tsx';
