// The hydration bundle's deferred.ts (see there): a Suspense boundary in
// CategoryNav; React leaves the server's `details` in place until its chunk is there.
import { lazy } from 'react';

export const MoreSections = lazy(() => import('./MoreSections.tsx').then((m) => ({ default: m.MoreSections })));
