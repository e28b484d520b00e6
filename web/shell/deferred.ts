// The header's More list of sections. The header is in every page's code; this
// part is not: only a newsroom with more sections than its row holds needs it, and
// its `details` opens without any script until the chunk is there. On the server,
// in tests and in the CSR bundle it is this very component; the hydration bundle
// swaps this module for deferred.client.ts (vite.client.config.ts).
export { MoreSections } from './MoreSections.tsx';
