// The hydration bundle's deferred.ts (see there). The footer's links sit under
// a HydrateWhen boundary: React leaves the server's HTML of them in place until
// the gate opens and this chunk is there, then hydrates them.
import { lazy } from 'react';

export const FooterLinks = lazy(() => import('./FooterLinks.tsx').then((m) => ({ default: m.FooterLinks })));
