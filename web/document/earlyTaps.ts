// The header's and the consent banner's buttons a reader tapped before React
// listened (the loader script keeps them: moduleLoader.ts). Once the root is
// created, React listens: each is tapped again, and React hydrates its part at
// once and handles it, as it does for a tap that comes after. Only buttons, which
// do nothing without the page's code: links and forms worked on their own.
import { EARLY_TAPS } from './moduleLoader.ts';

type WithEarlyTaps = Record<typeof EARLY_TAPS, HTMLElement[] | undefined>;

export const replayEarlyTaps = (win: Window): void => {
  const holder = win as unknown as WithEarlyTaps;
  const taps = holder[EARLY_TAPS];
  // From now on React hears every tap itself.
  holder[EARLY_TAPS] = undefined;
  for (const button of taps ?? []) if (button.isConnected) button.click();
};
