import type { TagIds } from '../../web/document/bootData.ts';
import type { AppConfig } from '../config.ts';

/** The tag ids the browser gets: only those ops set, so an unset one stays off there too; `signals` when this server counts them. */
export const browserTags = (config: Pick<AppConfig, 'gtmId' | 'adsenseClient' | 'rumUrl' | 'rumSampleRate'>, signals = false): TagIds => ({
  ...(config.gtmId ? { gtmId: config.gtmId } : {}),
  ...(config.adsenseClient ? { adsenseClient: config.adsenseClient } : {}),
  ...(config.rumUrl ? { rum: { url: config.rumUrl, sampleRate: config.rumSampleRate } } : {}),
  ...(signals ? { signals: true as const } : {}),
});
