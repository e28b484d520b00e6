// The frame around every screen of a language: header categories, popular
// searches and the UI texts. A failing call degrades to an empty list (logged):
// a page without its menu is better than no page.
import { urls } from '../domain/urls.ts';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { languageFacts, LANGUAGE_OPTIONS, type Lang, type LanguageOption } from '../domain/language.ts';
import { legalLinks, type LegalLinks, type PolicyUrlTemplates } from '../domain/legalLinks.ts';
import { NO_NEWSROOM_DETAILS, type NewsroomDetails } from '../domain/newsroomDetails.ts';
import { sectionsInRow, type SectionsInRow } from '../domain/sectionsInRow.ts';
import type { SocialProfile } from '../domain/socialProfiles.ts';
import { text, type Texts } from '../domain/translate.ts';
import { orEmpty } from './orEmpty.ts';
import type { ScreenPorts } from './screenPorts.ts';
import type { MenuCategory } from './sharedViews.ts';

export interface ShellView {
  readonly screen: 'shell';
  readonly lang: Lang;
  readonly bcp47: string;
  readonly locale: string;
  readonly languages: readonly LanguageOption[];
  readonly categories: readonly MenuCategory[];
  /** Which categories the header's row holds at which width, the rest under More: decided here, so the page carries no code for it. */
  readonly categoryRow: SectionsInRow;
  readonly popularSearches: readonly string[];
  readonly translations: Texts;
  readonly legal: LegalLinks;
  /** The footer's registration line in this language; absent when the newsroom configured none. */
  readonly companyLine?: string;
  /** The newsroom's own profiles (footer links, twitter:site); empty when it configured none. */
  readonly socialProfiles: readonly SocialProfile[];
}

/** `newsroom`: the footer's values from configuration; none when not given. */
export type ShellDeps = ScreenPorts & { readonly policyUrls?: PolicyUrlTemplates; readonly newsroom?: NewsroomDetails };

export const loadShell = (deps: ShellDeps) => (lang: Lang): TE.TaskEither<string, ShellView> =>
  pipe(
    TE.Do,
    TE.apS('translations', deps.translations.load(lang)),
    TE.apS('categories', TE.fromTask(orEmpty(deps.logger, 'shell: categories', { lang })(deps.content.categories(lang)))),
    TE.apS('searches', TE.fromTask(orEmpty(deps.logger, 'shell: popular searches', { lang })(deps.content.popularSearches(lang)))),
    TE.map(({ translations, categories, searches }) => {
      const facts = languageFacts(lang);
      const newsroom = deps.newsroom ?? NO_NEWSROOM_DETAILS;
      const companyLine = newsroom.companyLines[lang];
      return {
        screen: 'shell' as const,
        lang,
        bcp47: facts.bcp47,
        locale: facts.locale,
        languages: LANGUAGE_OPTIONS,
        categories: categories.map((c) => ({ name: c.name, slug: c.slug, href: urls.category(lang, c.slug) })),
        categoryRow: sectionsInRow(categories.map((c) => c.name), text(translations, 'moreSections')),
        popularSearches: searches.map((s) => s.term).filter((term) => term.trim() !== ''),
        translations,
        legal: legalLinks(lang, deps.policyUrls, newsroom.contactAddresses),
        ...(companyLine ? { companyLine } : {}),
        socialProfiles: newsroom.socialProfiles,
      };
    }),
  );
