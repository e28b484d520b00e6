import type { TagIds } from '../../web/document/bootData.ts';
import type { AppConfig } from '../config.ts';

/** The tag ids the browser gets: only those ops set, so an unset one stays off there too. */
export const browserTags = (config: Pick<AppConfig, 'gtmId' | 'adsenseClient' | 'rumUrl' | 'rumSampleRate'>): TagIds => ({
  ...(config.gtmId ? { gtmId: config.gtmId } : {}),
  ...(config.adsenseClient ? { adsenseClient: config.adsenseClient } : {}),
  ...(config.rumUrl ? { rum: { url: config.rumUrl, sampleRate: config.rumSampleRate } } : {}),
});
