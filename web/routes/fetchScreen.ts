import { parseLang } from '../../src/domain/language.ts';
import type { LoadScreen } from './screenLoader.ts';

/** Client navigations of the SSR deployment: the server's data endpoint answers the outcome. */
export const fetchScreen: LoadScreen = async (screen, request) => {
  const url = new URL(request.url);
  try {
    const response = await fetch(`/_data/${screen.screen}${url.pathname}${url.search}`, {
      headers: { Accept: 'application/json' },
      signal: request.signal,
    });
    if (response.ok) return (await response.json()) as Awaited<ReturnType<LoadScreen>>;
  } catch (error) {
    if (request.signal.aborted) throw error;
  }
  return { kind: 'unavailable', lang: parseLang(screen.params['lang']) };
};
