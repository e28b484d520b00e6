import type { ListingView } from '../../../src/use-cases/listingView.ts';
import { useShell } from '../../i18n/useShell.ts';
import { useSiteServices } from '../../services/SiteServices.ts';
import { useWhenShown } from '../useWhenShown.ts';

/**
 * A search that found something, counted from the results page once shown (so a
 * search answered by the page cache or a CDN counts too); one that found nothing
 * is not a term worth offering other readers.
 */
export const useSearchSignal = (search: ListingView['search']): void => {
  const lang = useShell()?.lang;
  const { signals } = useSiteServices();
  const query = search !== undefined && search.numPosts > 0 ? search.query : undefined;
  useWhenShown(`${lang}:${query}`, signals && lang && query ? () => signals.count('search', lang, query) : undefined);
};
