// The boot data: what the server hands the hydrating browser besides route data,
// in the page's state (server/render/hydrationState.ts writes it,
// web/entry.client.tsx reads it). Declared once, here, so that the writer and the
// reader cannot drift apart; the build's assets are declared here too, since web/
// may not import server/.

/** The ids of the third-party tags ops turned on; each is absent when its adapter is off. */
export interface TagIds {
  readonly gtmId?: string;
  readonly adsenseClient?: string;
  /** Where Web Vitals are sent (RUM_URL) and the share of page views sent (RUM_SAMPLE_RATE); absent: nowhere. */
  readonly rum?: { readonly url: string; readonly sampleRate: number };
  /** The server counts reader signals: the page sends its beacons (reads, votes, searches) to it; absent: the rating is only shown. */
  readonly signals?: true;
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
  /** The entry first, then the chunks it imports: the loader requests them after the first paint (moduleLoader.ts). */
  readonly js: readonly string[];
  /**
   * Per screen route (by its id), the chunks of its screens' code not already in `js`:
   * a page's head preloads its route's, so the screen's code is there when the
   * entry resolves the route (web/routes/screenChunks.ts). Absent: none.
   */
  readonly screenJs?: Readonly<Record<string, readonly string[]>>;
}

/** The stylesheet is not in it: the browser reads it back from the head. */
export interface BootData extends Omit<ClientAssets, 'inlineCss' | 'screenJs' | 'js'> {
  /** The page's screen chunks, which the head preloads (the entry's are the loader's, in its text). */
  readonly js: readonly string[];
  readonly siteOrigin: string;
  /** Only the ids that are set: an unset one means that adapter is off in the browser too. */
  readonly tags: TagIds;
}

/**
 * The page's state: a JSON data block (web/document/Document.tsx), which the
 * browser parses when the entry runs. As a script that sets globals it was run
 * while the page was parsed, before the first paint, and each page needed its
 * hash in the CSP; JSON.parse of the same text is also faster than running it.
 */
export interface PageState {
  readonly boot: BootData;
  /** react-router's hydration data: the entry hands it to createBrowserRouter. */
  readonly router: { readonly loaderData: Record<string, unknown>; readonly actionData: unknown; readonly errors: Record<string, unknown> | null };
}

/** The page's state, read from its data block; undefined when there is none or it is not JSON. */
export const readPageState = (text: string | null | undefined): PageState | undefined => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return undefined;
  }
};
