import { useLocation, useMatches } from 'react-router-dom';
import type { ReaderPlace } from '../../src/domain/currentSection.ts';
import type { LoaderOutcome } from '../screens/loaderOutcome.ts';

/** The links of the current screen's breadcrumbs, when it has any (listings and articles). */
const trailOf = (data: unknown): string[] => {
  const outcome = data as LoaderOutcome | undefined;
  if (outcome?.kind !== 'view' || !('breadcrumbs' in outcome.view)) return [];
  return outcome.view.breadcrumbs.flatMap((crumb) => (crumb.href ? [crumb.href] : []));
};

/** Where the reader is, for the header to mark the section: the address and the screen's breadcrumbs. */
export const useReaderPlace = (): ReaderPlace => {
  const { pathname } = useLocation();
  const matches = useMatches();
  return { pathname, trail: trailOf(matches.at(-1)?.data) };
};
