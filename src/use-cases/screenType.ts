// The type of screen an outcome shows, as the field measurements group it
// (issue 22: Web Vitals per screen type). A subcategory is a category listing.
import type { ScreenOutcome } from './screen.ts';
import type { ScreenView } from './screenTable.ts';

export type ScreenType = 'home' | 'latest' | 'category' | 'search' | 'static' | 'article' | 'author' | 'preview' | 'not-found' | 'unavailable' | 'forbidden';

export const screenTypeOf = (outcome: ScreenOutcome<ScreenView>): ScreenType | undefined => {
  if (outcome.kind === 'redirect') return undefined;
  if (outcome.kind !== 'view') return outcome.kind;
  const { view } = outcome;
  switch (view.screen) {
    case 'listing':
      return view.kind;
    case 'shell':
      return undefined;
    default:
      return view.screen;
  }
};
