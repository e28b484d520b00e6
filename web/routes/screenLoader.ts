// Loaders are thin: they turn what the router matched into a ScreenRequest, ask
// the injected `load` (the core on the server and in CSR, the server's data
// endpoint in the hydrated browser) and map a redirect outcome to a real redirect.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { ScreenName, ScreenOutcome, ScreenRequest } from '../../src/use-cases/screen.ts';
import type { ScreenView } from '../../src/use-cases/loadScreen.ts';
import type { CallContext } from '../../src/ports/ContentPort.ts';

/** `ctx`: the server's per-request context (cancellation, stale reporting); absent in the browser. */
export type LoadScreen = (screen: ScreenRequest, request: Request, ctx?: CallContext) => Promise<ScreenOutcome<ScreenView>>;

export type LoaderOutcome = Exclude<ScreenOutcome<ScreenView>, { kind: 'redirect' }>;

/** Each parameter's first value, as the page cache's key reads it (`?q=a&q=b` is a search for a). */
export const queryOf = (url: URL): Record<string, string> => {
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) if (!(name in query)) query[name] = value;
  return query;
};

export const screenLoader =
  (load: LoadScreen, screen: ScreenName) =>
  async ({ request, params, context }: LoaderFunctionArgs): Promise<LoaderOutcome> => {
    const outcome = await load({ screen, params, query: queryOf(new URL(request.url)) }, request, context as CallContext | undefined);
    if (outcome.kind === 'redirect') throw redirect(outcome.to, outcome.permanent ? 301 : 302);
    return outcome;
  };
