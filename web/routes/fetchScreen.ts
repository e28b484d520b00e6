import { langOfPath } from '../../src/domain/language.ts';
import type { LoadScreen } from '../../src/use-cases/loadScreen.ts';
import { takePrefetched } from './prefetchedScreens.ts';
import { screenDataPath } from '../../src/domain/endpoints.ts';

type Outcome = Awaited<ReturnType<LoadScreen>>;

const isOutcome = (value: unknown): value is Outcome => typeof value === 'object' && value !== null && 'kind' in value;

/** The outcome an answer of the data endpoint carries, or undefined when it carries none. */
export const outcomeOf = async (response: Response | undefined): Promise<Outcome | undefined> => {
  if (!response?.headers.get('Content-Type')?.startsWith('application/json')) return undefined;
  const outcome: unknown = await response.json();
  return isOutcome(outcome) ? outcome : undefined;
};

/**
 * Client navigations of the SSR deployment: the server's data endpoint answers
 * the outcome, fetched ahead when the reader pointed at the link (prefetchScreens.ts).
 * Its status follows the outcome (404, 503, so that no cache keeps a failure)
 * and its body says what it is; anything else reads as unavailable.
 */
export const fetchScreen: LoadScreen = async (screen, request) => {
  const url = new URL(request.url);
  const dataUrl = screenDataPath(screen.screen, url.pathname, url.search);
  try {
    // A prefetched failure is no answer: the navigation asks again.
    const early = await takePrefetched(dataUrl);
    if (isOutcome(early) && early.kind !== 'unavailable') return early;
    const outcome = await outcomeOf(await fetch(dataUrl, { headers: { Accept: 'application/json' }, signal: request.signal }));
    if (outcome) return outcome;
  } catch (error) {
    if (request.signal.aborted) throw error;
  }
  return { kind: 'unavailable', lang: langOfPath(url.pathname) };
};
