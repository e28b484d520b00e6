// The lazily loaded half of field Web Vitals (decision 19): the web-vitals
// library's attribution build measures; each measurement becomes a record
// (src/domain/webVitals.ts) pushed into the tag manager's data layer at once and,
// for a sampled page view, kept for the RUM endpoint and sent with sendBeacon
// when the page is hidden, which is when CLS and INP are final and the last
// moment a page surely has (a phone's tab may be discarded without unloading).
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import type { FieldVitalsPlan } from '../../src/domain/fieldVitalsPlan.ts';
import { beaconBody, dataLayerEvent, vitalRecord, type VitalRecord } from '../../src/domain/webVitals.ts';
import type { Landing } from './fieldVitals.ts';
import { landingPage } from './landingPage.ts';

const pageDataLayer = (): unknown[] => {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  return w.dataLayer;
};

export const startFieldVitals = (plan: FieldVitalsPlan, landing: Landing): void => {
  const page = landingPage(landing.loaderData, landing.path);
  const unsent: VitalRecord[] = [];
  const report = (metric: MetricWithAttribution): void => {
    const record = vitalRecord(metric, page);
    if (plan.dataLayer) pageDataLayer().push(dataLayerEvent(record));
    if (plan.beaconUrl) unsent.push(record);
  };
  for (const on of [onTTFB, onFCP, onLCP, onCLS, onINP]) on(report);

  const { beaconUrl } = plan;
  if (!beaconUrl) return;
  const flush = (): void => {
    if (unsent.length > 0) navigator.sendBeacon(beaconUrl, beaconBody(unsent.splice(0)));
  };
  // Registered after the library's own listeners (on window, capturing), so the
  // measurements it finalizes on hiding are in this beacon.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
};
