import type { Gtag } from './applyConsent.ts';

/** The gtag the head's consent-mode script defined (SSR); absent in the CSR deployment. */
export const pageGtag = (): Gtag | undefined => {
  const gtag = (window as unknown as { gtag?: Gtag }).gtag;
  return typeof gtag === 'function' ? gtag : undefined;
};
