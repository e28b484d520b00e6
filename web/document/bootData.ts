// The boot data: what the server hands the hydrating browser besides route data,
// as a global its state script sets (server/render/hydrationState.ts writes it,
// web/entry.client.tsx reads it). Declared once, here, so that the writer and the
// reader cannot drift apart; the build's assets are declared here too, since web/
// may not import server/.

/** The ids of the third-party tags ops turned on; each is absent when its adapter is off. */
export interface TagIds {
  readonly gtmId?: string;
  readonly adsenseClient?: string;
  /** Where Web Vitals are sent (RUM_URL) and the share of page views sent (RUM_SAMPLE_RATE); absent: nowhere. */
  readonly rum?: { readonly url: string; readonly sampleRate: number };
}

/** Which files the browser loads, read once at start from Vite's manifest (server/render/clientAssets.ts). */
export interface ClientAssets {
  /** Stylesheets to link; empty when the CSS is inlined. */
  readonly css: readonly string[];
  /**
   * The whole stylesheet, written into each page's head. It is small (about 4 KB
   * compressed) and a linked file would cost a round trip before first paint,
   * which on a phone network delays it by ~150 ms (Lighthouse's render-blocking audit).
   */
  readonly inlineCss?: string;
  /** The entry first, then the chunks it imports (preloaded). */
  readonly js: readonly string[];
  /**
   * Per screen route (by its id), the chunks of its screens' code not already in `js`:
   * a page preloads its route's with the entry, so the screen's code costs no
   * round trip after the entry's (web/routes/screenChunks.ts). Absent: none.
   */
  readonly screenJs?: Readonly<Record<string, readonly string[]>>;
}

/** The stylesheet and the other routes' chunks are not in it: the browser reads the first back from the head, and needs only its page's chunks (in `js`). */
export interface BootData extends Omit<ClientAssets, 'inlineCss' | 'screenJs'> {
  readonly siteOrigin: string;
  /** Only the ids that are set: an unset one means that adapter is off in the browser too. */
  readonly tags: TagIds;
}

/** The name of the global the state script sets. */
export const BOOT_DATA_GLOBAL = '__ND__';

declare global {
  interface Window {
    /** Set by the server's state script, before the entry runs. */
    [BOOT_DATA_GLOBAL]?: BootData;
  }
}

/** The boot data the server's state script left; undefined when no state script ran. */
export const readBootData = (from: Pick<Window, typeof BOOT_DATA_GLOBAL>): BootData | undefined => from[BOOT_DATA_GLOBAL];
