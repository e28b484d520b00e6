// The shell's parts a reader needs only later: the footer's links (met at the
// end of the page). On the server, in tests and in the CSR bundle they are
// these very components; the hydration bundle swaps this module for
// deferred.client.ts (vite.client.config.ts), whose lazy twins load as chunks
// of their own, out of every page's first load.
export { FooterLinks } from './FooterLinks.tsx';
