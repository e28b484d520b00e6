import { useMatches } from 'react-router-dom';
import { shareImage, type FeedLink, type PageHead, type PageImage } from '../../src/domain/pageHead.ts';
import { urls } from '../../src/domain/urls.ts';
import type { ScreenOutcome } from '../../src/use-cases/screen.ts';
import type { ShellView } from '../../src/use-cases/loadShell.ts';
import { DEFAULT_LANG, LANGUAGE_TABLE } from '../../src/domain/language.ts';
import { brandOf, text } from '../../src/domain/translate.ts';
import { NOINDEX_ROBOTS } from '../../src/domain/robots.ts';
import { xHandle } from '../../src/domain/socialProfiles.ts';

export interface ResolvedHead extends PageHead {
  readonly bcp47: string;
  /** Open Graph locale, e.g. it_IT. */
  readonly locale: string;
  readonly brand: string;
  /** Always set: pages without a raster image share the newsroom's card. */
  readonly image: PageImage;
  /** The language's feed first, then the page's own. */
  readonly feeds: readonly FeedLink[];
  /** twitter:site: the @handle of the newsroom's X profile; absent when it configured none. */
  readonly twitterSite?: string;
}

/** The head of the deepest matched screen; error screens get a translated title. */
export const usePageHead = (): ResolvedHead => {
  const matches = useMatches();
  const shell = matches.find((m) => m.id === 'shell')?.data as ScreenOutcome<ShellView> | undefined;
  const shellView = shell?.kind === 'view' ? shell.view : undefined;
  const texts = shellView?.translations ?? {};
  const brand = brandOf(texts);
  const lang = shellView?.lang ?? DEFAULT_LANG;
  const bcp47 = shellView?.bcp47 ?? LANGUAGE_TABLE[DEFAULT_LANG].bcp47;
  const locale = shellView?.locale ?? LANGUAGE_TABLE[DEFAULT_LANG].locale;
  const languageFeed: FeedLink = { title: `${brand} | ${text(texts, 'homeTitle')}`, href: urls.feed(lang) };
  const twitterSite = xHandle(shellView?.socialProfiles ?? []);
  const site = { bcp47, locale, brand, feeds: [languageFeed], image: shareImage(undefined, brand), ...(twitterSite ? { twitterSite } : {}) };
  const leaf = matches[matches.length - 1]?.data as ScreenOutcome | undefined;
  if (leaf?.kind === 'view' && leaf.head) {
    const { head } = leaf;
    return { ...head, ...site, image: shareImage(head.image, brand), feeds: [languageFeed, ...(head.feeds ?? [])] };
  }
  // Error screens are not pages to index; their title says what happened.
  const errorKey =
    leaf?.kind === 'not-found' ? 'error404'
    : leaf?.kind === 'unavailable' || shell?.kind === 'unavailable' ? 'unavailableTitle'
    : leaf?.kind === 'forbidden' ? 'forbiddenTitle'
    : undefined;
  if (errorKey) return { title: `${text(texts, errorKey)} | ${brand}`, description: '', canonicalPath: urls.home(lang), robots: NOINDEX_ROBOTS, ...site };
  return { title: brand, description: '', canonicalPath: urls.home(lang), ...site };
};
