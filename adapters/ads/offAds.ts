import type { AdsPort } from '../../src/ports/AdsPort.ts';

/** The ads port when no ad client is configured: nothing loads, nothing is pushed. */
export const offAds: AdsPort = {
  load: async () => undefined,
  push: () => () => undefined,
};
