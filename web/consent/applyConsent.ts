// What a choice switches on. Plain functions over ports, so tests run them with
// the recording fakes; the consent layer calls them in the browser.
import type { ConsentChoice } from '../../src/domain/consent.ts';
import { adsMode } from '../../src/domain/consentAds.ts';
import { consentModeState } from '../../src/domain/consentMode.ts';
import type { AdsPort } from '../../src/ports/AdsPort.ts';
import type { AnalyticsPort } from '../../src/ports/AnalyticsPort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import type { TagIds } from '../document/bootData.ts';
import type { FieldVitals } from '../vitals/fieldVitals.ts';

export type Gtag = (command: 'consent', action: 'update', state: Readonly<Record<string, string>>) => void;

/** Tells Consent Mode at once: tags already on the page must follow the new choice. */
export const updateConsentMode = (choice: ConsentChoice, gtag: Gtag | undefined): void => gtag?.('consent', 'update', consentModeState(choice));

export interface TagTargets {
  readonly tags: TagIds;
  readonly analytics: AnalyticsPort;
  readonly ads: AdsPort;
  readonly vitals?: FieldVitals;
  readonly logger?: Pick<LoggerPort, 'error'>;
}

/** Loads the tags the choice allows and that ops configured; nothing else. */
export const loadConsentedTags = (choice: ConsentChoice, { tags, analytics, ads, vitals, logger }: TagTargets): void => {
  if (choice.purposes.measurement && tags.gtmId) {
    analytics.start().catch((error: unknown) => logger?.error('analytics: start failed', { error: String(error) }));
  }
  // Web Vitals decide for themselves (src/domain/fieldVitalsPlan.ts): measurement consent, Save-Data, sampling.
  vitals?.start(choice);
  const mode = adsMode(choice);
  // A failed ad script is logged by the adapter; the page keeps working.
  if (mode !== 'none' && tags.adsenseClient) ads.load(mode).catch(() => undefined);
};
