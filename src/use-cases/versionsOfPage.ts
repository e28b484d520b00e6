// What a page with versions in other languages (an article, a category) says of
// them, each from the one cluster WordPress linked: hreflang alternates in its
// head, the language select's destinations and the "Also in" line.
import type { Translation } from '../domain/content.ts';
import { languageFacts, type Lang } from '../domain/language.ts';
import type { Alternate } from '../domain/pageHead.ts';
import { clusterAlternates, languageVersions, otherVersions, translationCluster, type LanguageVersion } from '../domain/translations.ts';
import type { VersionLink } from './sharedViews.ts';

export interface PageVersions {
  /** Itself and each published version, in the languages' order. */
  readonly cluster: readonly Translation[];
  readonly alternates: readonly Alternate[];
  readonly languageVersions: readonly LanguageVersion[];
  readonly alsoIn: readonly VersionLink[];
}

export const versionsOfPage = (siteOrigin: string, lang: Lang, path: string, named: readonly Translation[] | undefined): PageVersions => {
  const cluster = translationCluster({ lang, path }, named ?? []);
  return {
    cluster,
    alternates: clusterAlternates(siteOrigin, lang, cluster),
    languageVersions: languageVersions(lang, cluster),
    alsoIn: otherVersions(lang, cluster).map((version) => ({ lang: version.lang, name: languageFacts(version.lang).displayName, href: version.path })),
  };
};
