// Field Web Vitals (issue 22, item 3): what a reader's browser measured, turned
// into the one record the newsroom reads, in the tag manager's data layer (shaped
// for GA4) and in the RUM endpoint's beacons alike. The web-vitals library
// measures; this only names, rounds and trims, so it runs in tests without a browser.

type VitalName = 'CLS' | 'FCP' | 'INP' | 'LCP' | 'TTFB';
type VitalRating = 'good' | 'needs-improvement' | 'poor';

/**
 * What the web-vitals library's attribution build reports, as much of it as the
 * record needs. Structural, so the library's metrics pass as they are and the
 * core does not depend on it.
 */
export interface MeasuredVital {
  readonly name: VitalName;
  readonly value: number;
  /** The change since this metric was last reported (CLS and INP are reported again as they grow). */
  readonly delta: number;
  /** Unique per metric and page load: the last record of an id holds its final value. */
  readonly id: string;
  readonly rating: VitalRating;
  readonly navigationType: string;
  /** `object &`: each metric's attribution has other fields besides, and may have none of these. */
  readonly attribution?: object & {
    /** LCP: the largest element painted. */
    readonly target?: string;
    /** INP: the element of the slowest interaction. */
    readonly interactionTarget?: string;
    /** CLS: the element that moved most in the largest burst of shifts. */
    readonly largestShiftTarget?: string;
  };
}

/** The page the measurement belongs to: the one the reader landed on. */
export interface VitalsPage {
  /** src/use-cases/screenType.ts: home, latest, category, search, static, article, … */
  readonly screenType: string;
  readonly lang: string;
  /** The path without the query: a search query is what a reader typed, and is not collected. */
  readonly path: string;
}

/** One measurement, as GA4 event parameters (snake_case) and as a row of the RUM endpoint. */
export interface VitalRecord {
  readonly metric_name: VitalName;
  /** Milliseconds, whole; CLS is a unitless score, four decimals. */
  readonly metric_value: number;
  readonly metric_delta: number;
  readonly metric_id: string;
  readonly metric_rating: VitalRating;
  readonly navigation_type: string;
  /** A short CSS selector of the element or interaction responsible; absent for FCP and TTFB, or when the element is gone. */
  readonly debug_target?: string;
  readonly screen_type: string;
  readonly language: string;
  readonly page_path: string;
}

/** GA4 keeps at most 100 characters of an event parameter's value. */
const MAX_PARAMETER_LENGTH = 100;

const rounded = (name: VitalName, n: number): number => (name === 'CLS' ? Math.round(n * 10_000) / 10_000 : Math.round(n));

const targetOf = ({ attribution }: MeasuredVital): string | undefined => {
  const target = attribution?.target ?? attribution?.interactionTarget ?? attribution?.largestShiftTarget;
  return target ? target.slice(0, MAX_PARAMETER_LENGTH) : undefined;
};

export const vitalRecord = (metric: MeasuredVital, page: VitalsPage): VitalRecord => {
  const target = targetOf(metric);
  return {
    metric_name: metric.name,
    metric_value: rounded(metric.name, metric.value),
    metric_delta: rounded(metric.name, metric.delta),
    metric_id: metric.id,
    metric_rating: metric.rating,
    navigation_type: metric.navigationType,
    ...(target ? { debug_target: target } : {}),
    screen_type: page.screenType,
    language: page.lang,
    page_path: page.path,
  };
};

/** The tag manager's event: a GA4 tag triggered on `web_vitals` sends the parameters as they are. */
export const WEB_VITALS_EVENT = 'web_vitals';

export const dataLayerEvent = (record: VitalRecord): { readonly event: typeof WEB_VITALS_EVENT } & VitalRecord => ({ event: WEB_VITALS_EVENT, ...record });

/**
 * The body of one beacon: a JSON array of records. Sent as text (a string body is
 * text/plain), which a cross-origin endpoint takes without a CORS preflight.
 */
export const beaconBody = (records: readonly VitalRecord[]): string => JSON.stringify(records);
