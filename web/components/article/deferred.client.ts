// The hydration bundle's deferred.ts (see there). Each part is a Suspense
// boundary in ArticleScreen (an embed's in ArticleBody): while its chunk loads,
// React leaves the server's HTML of it in place and hydrates it once the chunk is there.
import { lazy } from 'react';

export const EmbedPlaceholder = lazy(() => import('./EmbedPlaceholder.tsx').then((m) => ({ default: m.EmbedPlaceholder })));
export const OutboundLinks = lazy(() => import('./OutboundLinks.tsx').then((m) => ({ default: m.OutboundLinks })));
export const RatingBlock = lazy(() => import('./RatingBlock.tsx').then((m) => ({ default: m.RatingBlock })));
export const ShareRow = lazy(() => import('./ShareRow.tsx').then((m) => ({ default: m.ShareRow })));
