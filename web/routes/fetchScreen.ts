import { parseLang } from '../../src/domain/language.ts';
import type { LoadScreen } from './screenLoader.ts';

/**
 * Client navigations of the SSR deployment: the server's data endpoint answers
 * the outcome. Its status follows the outcome (404, 503, so that no cache keeps
 * a failure) and its body says what it is; anything else reads as unavailable.
 */
export const fetchScreen: LoadScreen = async (screen, request) => {
  const url = new URL(request.url);
  try {
    const response = await fetch(`/_data/${screen.screen}${url.pathname}${url.search}`, {
      headers: { Accept: 'application/json' },
      signal: request.signal,
    });
    if (response.headers.get('Content-Type')?.startsWith('application/json')) {
      const outcome = (await response.json()) as Awaited<ReturnType<LoadScreen>>;
      if (typeof outcome === 'object' && outcome !== null && 'kind' in outcome) return outcome;
    }
  } catch (error) {
    if (request.signal.aborted) throw error;
  }
  return { kind: 'unavailable', lang: parseLang(screen.params['lang']) };
};
