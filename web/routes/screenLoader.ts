// Loaders are thin: they turn what the router matched into a ScreenRequest, ask
// the injected `load` (the core on the server and in CSR, the server's data
// endpoint in the hydrated browser) and map a redirect outcome to a real redirect.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { REDIRECT_TAGS_HEADER } from '../../src/domain/cacheTags.ts';
import { queryOf, type ScreenName } from '../../src/domain/screenRoutes.ts';
import type { LoadScreen } from '../../src/use-cases/loadScreen.ts';
import type { CallContext } from '../../src/ports/ContentPort.ts';
import type { LoaderOutcome } from '../screens/loaderOutcome.ts';

export const screenLoader =
  (load: LoadScreen, screen: ScreenName) =>
  async ({ request, params, context }: LoaderFunctionArgs): Promise<LoaderOutcome> => {
    const outcome = await load({ screen, params, query: queryOf(new URL(request.url).searchParams) }, request, context as CallContext | undefined);
    if (outcome.kind === 'redirect') {
      const tags = outcome.tags ? { headers: { [REDIRECT_TAGS_HEADER]: outcome.tags.join(' ') } } : {};
      throw redirect(outcome.to, { status: outcome.permanent ? 301 : 302, ...tags });
    }
    return outcome;
  };
