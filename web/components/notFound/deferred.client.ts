// The hydration bundle's deferred.ts (see there): each part is a Suspense boundary
// in NotFoundScreen; React leaves the server's HTML in place until its chunk is there.
import { lazy } from 'react';

export const NotFoundSearch = lazy(() => import('./NotFoundOffers.tsx').then((m) => ({ default: m.NotFoundSearch })));
export const NotFoundLatest = lazy(() => import('./NotFoundOffers.tsx').then((m) => ({ default: m.NotFoundLatest })));
