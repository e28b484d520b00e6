// The hydration bundle's deferred.ts (see there): rendered only after the reader's
// click on "Customize", in a transition that waits for it (ConsentBanner.tsx).
import { lazy } from 'react';

export const ConsentPurposes = lazy(() => import('./ConsentPurposes.tsx').then((m) => ({ default: m.ConsentPurposes })));
