// The consent banner's choice per purpose. The banner is in every page's code; this
// part is not: it shows only when a reader asks to customize. On the server, in tests
// and in the CSR bundle it is this very component; the hydration bundle swaps this
// module for deferred.client.ts (vite.client.config.ts).
export { ConsentPurposes } from './ConsentPurposes.tsx';
