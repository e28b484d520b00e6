/** An analytics event (docs/product.md#analytics) is a name plus a screen description. */
export interface AnalyticsEvent {
  readonly name: string;
  readonly screen?: {
    readonly name?: string;
    readonly flow?: string;
    readonly label?: string;
    readonly label2?: string;
  };
}

export const APP_READY: AnalyticsEvent = { name: 'app_ready' };

export const AnalyticsPort = Symbol.for('AnalyticsPort');

export interface AnalyticsPort {
  /** Events pushed before `start` are queued and flushed once it starts. */
  push(event: AnalyticsEvent): void;
  start(): Promise<void>;
}
