// The article's parts that a reader meets after the text, or uses only on a
// click: sharing, further reading, the rating, and the placeholder of an embedded
// player (only an article with one fetches its code). On the server, in tests and
// in the CSR bundle they are these very components; the hydration bundle swaps
// this module for deferred.client.ts (vite.client.config.ts), whose lazy twins
// load as chunks of their own, so the page hydrates without waiting for them.
export { EmbedPlaceholder } from './EmbedPlaceholder.tsx';
export { OutboundLinks } from './OutboundLinks.tsx';
export { RatingBlock } from './RatingBlock.tsx';
export { ShareRow } from './ShareRow.tsx';
