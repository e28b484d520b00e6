// GET /_data/{screen}/{path}?{query}: a screen's outcome as JSON, for client
// navigations of the hydrated site. The browser thereby never ships the decoders,
// the HTML parser or the WordPress adapter; the page cache keeps these answers
// like pages. The HTTP status follows the outcome (404, 503), so that no cache
// keeps a failure; the body always says what happened.
import { DATA_PREFIX } from '../../src/domain/endpoints.ts';
import { isScreenName, matchScreen, matchShell, queryOf, type ScreenName } from '../../src/domain/screenRoutes.ts';
import type { LoadScreen } from '../../src/use-cases/loadScreen.ts';
import type { ScreenOutcome } from '../../src/use-cases/screen.ts';
import type { Outcome, Render } from '../serving/rendered.ts';
import { staleRecorder } from '../serving/rendered.ts';

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' } as const;

/** The params of a path when it shows that screen (the frame goes with every screen), else undefined. */
const paramsFor = (screen: ScreenName, pathname: string): Readonly<Record<string, string>> | undefined => {
  if (screen === 'shell') return matchShell(pathname);
  const match = matchScreen(pathname);
  return match?.screen === screen ? match.params : undefined;
};

const STATUS: Readonly<Record<ScreenOutcome['kind'], { status: number; outcome: Outcome }>> = {
  view: { status: 200, outcome: 'ok' },
  // The browser's router follows it: a JSON answer, not an HTTP redirect fetch() would follow.
  redirect: { status: 200, outcome: 'ok' },
  'not-found': { status: 404, outcome: 'not-found' },
  unavailable: { status: 503, outcome: 'unavailable' },
  // Only previews answer it, and they are never kept (server/serving/answerPrivately.ts).
  forbidden: { status: 403, outcome: 'forbidden' },
};

export const createRenderData = ({ load, siteOrigin }: { load: LoadScreen; siteOrigin: string }): Render =>
  async (url, signal) => {
    const rest = url.slice(DATA_PREFIX.length); // "/home/it?page=2"
    const slash = rest.indexOf('/', 1);
    const screen = slash > 0 ? rest.slice(1, slash) : '';
    const target = new URL(`${siteOrigin}${slash > 0 ? rest.slice(slash) : '/'}`);
    const params = isScreenName(screen) ? paramsFor(screen, target.pathname) : undefined;
    if (!isScreenName(screen) || !params) {
      return { outcome: 'not-found', status: 404, headers: JSON_TYPE, body: JSON.stringify({ error: 'no such screen for this path' }), tags: [] };
    }
    const stale = staleRecorder(signal);
    const outcome = await load({ screen, params, query: queryOf(target.searchParams) }, new Request(target, { signal }), stale.ctx);
    const staleAgeMs = stale.staleAgeMs();
    // Tags are for caches, not for the browser: a view's and a redirect's.
    const { tags = [], ...sent } = outcome.kind === 'view' || outcome.kind === 'redirect' ? outcome : { ...outcome, tags: [] };
    return { ...STATUS[outcome.kind], headers: JSON_TYPE, body: JSON.stringify(sent), tags, ...(staleAgeMs === undefined ? {} : { staleAgeMs }) };
  };
