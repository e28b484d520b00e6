// The hydration bundle's deferred.ts (see there): a Suspense boundary in the
// banner, rendered only after the reader's click on "Customize".
import { lazy } from 'react';

export const ConsentPurposes = lazy(() => import('./ConsentPurposes.tsx').then((m) => ({ default: m.ConsentPurposes })));
