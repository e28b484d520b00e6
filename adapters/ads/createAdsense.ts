// The ad network adapter (docs/product.md#ads). The script loads once,
// when the consent layer calls `load`; then the adapter polls every 200 ms until
// the network says it is ready. A unit is pushed only when its element is within
// 200px of the viewport and has a width, and never twice.
import type { AdsMode } from '../../src/domain/consentAds.ts';
import { AD_KEY_ATTRIBUTE, type AdsPort, type AdUnit } from '../../src/ports/AdsPort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';

const AD_POLL_MS = 200;
const AD_NEAR_PX = 200;
/** Give up waiting for a loaded script after this many polls (10 s). */
const MAX_POLLS = 50;

const adsenseScriptUrl = (client: string): string =>
  `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;


interface AdsQueue extends Array<unknown> {
  loaded?: boolean;
  requestNonPersonalizedAds?: number;
}

export interface AdsenseOptions {
  readonly client: string;
  readonly logger: LoggerPort;
}

const adsQueue = (): AdsQueue => {
  const w = window as unknown as { adsbygoogle?: AdsQueue };
  w.adsbygoogle ??= [];
  return w.adsbygoogle;
};

const injectScript = (src: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`ad script failed to load: ${src}`));
    document.head.appendChild(script);
  });

const pollUntilReady = (): Promise<void> =>
  new Promise((resolve, reject) => {
    let polls = 0;
    const poll = (): void => {
      if (adsQueue().loaded === true) resolve();
      else if (++polls >= MAX_POLLS) reject(new Error('ad script never became ready'));
      else setTimeout(poll, AD_POLL_MS);
    };
    poll();
  });

export const createAdsense = ({ client, logger }: AdsenseOptions): AdsPort => {
  let loading: Promise<void> | undefined;
  let markReady: () => void = () => undefined;
  // Units wait on this, not on `load`: only the consent layer may start loading.
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const pushed = new WeakSet<Element>();

  const fill = (element: Element): void => {
    if (pushed.has(element) || !element.isConnected || element.getBoundingClientRect().width === 0) return;
    pushed.add(element);
    // Only now does the element become an `adsbygoogle` unit, so the network's
    // push({}) fills this one and not the first empty unit of the page.
    element.classList.add('adsbygoogle');
    adsQueue().push({});
  };

  return {
    load: (mode: Exclude<AdsMode, 'none'> = 'non-personalised') => {
      loading ??= (async () => {
        const queue = adsQueue();
        if (mode === 'non-personalised') queue.requestNonPersonalizedAds = 1;
        try {
          await injectScript(adsenseScriptUrl(client));
          await pollUntilReady();
          markReady();
        } catch (error) {
          logger.error('ads: the ad network script did not load', { error: error instanceof Error ? error.message : String(error) });
          throw error;
        }
      })();
      return loading;
    },
    push: (unit: AdUnit) => {
      const element = document.querySelector(`[${AD_KEY_ATTRIBUTE}="${unit.key}"]`);
      if (!element) return () => undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          const near = entries.some((entry) => entry.isIntersecting && entry.boundingClientRect.width > 0);
          if (!near) return;
          observer.disconnect();
          void ready.then(() => fill(element));
        },
        { rootMargin: `${AD_NEAR_PX}px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
  };
};
