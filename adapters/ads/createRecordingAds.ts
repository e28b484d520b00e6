// The test double of the ads port: remembers loads and pushed units; requests nothing.
import type { AdsMode } from '../../src/domain/consentAds.ts';
import type { AdsPort, AdUnit } from '../../src/ports/AdsPort.ts';

export interface RecordingAds extends AdsPort {
  readonly loads: Exclude<AdsMode, 'none'>[];
  readonly pushed: AdUnit[];
}

export const createRecordingAds = (): RecordingAds => {
  const loads: Exclude<AdsMode, 'none'>[] = [];
  const pushed: AdUnit[] = [];
  return {
    loads,
    pushed,
    load: async (mode = 'non-personalised') => {
      loads.push(mode);
    },
    push: (unit) => {
      pushed.push(unit);
      return () => undefined;
    },
  };
};
