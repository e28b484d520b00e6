// Loaders are thin: they turn what the router matched into a ScreenRequest, ask
// the injected `load` (the core on the server and in CSR, the server's data
// endpoint in the hydrated browser) and map a redirect outcome to a real redirect.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { ScreenName, ScreenOutcome, ScreenRequest } from '../../src/use-cases/screen.ts';
import type { ScreenView } from '../../src/use-cases/loadScreen.ts';

export type LoadScreen = (screen: ScreenRequest, request: Request) => Promise<ScreenOutcome<ScreenView>>;

export type LoaderOutcome = Exclude<ScreenOutcome<ScreenView>, { kind: 'redirect' }>;

export const queryOf = (url: URL): Record<string, string> => Object.fromEntries(url.searchParams);

export const screenLoader =
  (load: LoadScreen, screen: ScreenName) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<LoaderOutcome> => {
    const outcome = await load({ screen, params, query: queryOf(new URL(request.url)) }, request);
    if (outcome.kind === 'redirect') throw redirect(outcome.to, outcome.permanent ? 301 : 302);
    return outcome;
  };
