// The per-language link set of the footer (docs/product.md#footer): about and conditions
// are our own pages; the privacy and cookie links lead to the newsroom's own privacy
// page, which covers both, unless ops configure a policy provider's addresses as
// templates with a {lang} placeholder (docs/decisions/0025-our-own-privacy-page.md);
// the contact link writes to the language's mailbox, and is absent when none is configured.
import { contactAddress, type ContactAddresses } from './contactAddress.ts';
import type { Lang } from './language.ts';
import { urls } from './urls.ts';

export interface LegalLinks {
  readonly about: string;
  readonly conditions: string;
  readonly privacy: string;
  readonly cookies: string;
  /** A mailto: link; absent when the newsroom configured no contact address. */
  readonly contact?: string;
}

export interface PolicyUrlTemplates {
  /** e.g. https://policies.example.com/{lang}/privacy; unset: the newsroom's privacy page. */
  readonly privacy?: string;
  /** e.g. https://policies.example.com/{lang}/cookies; unset: the newsroom's privacy page, which covers cookies too. */
  readonly cookies?: string;
}

const fill = (template: string | undefined, lang: Lang, fallback: string): string =>
  template ? template.replaceAll('{lang}', lang) : fallback;

export const legalLinks = (lang: Lang, policies: PolicyUrlTemplates = {}, contacts?: ContactAddresses): LegalLinks => ({
  about: urls.about(lang),
  conditions: urls.terms(lang),
  privacy: fill(policies.privacy, lang, urls.privacy(lang)),
  cookies: fill(policies.cookies, lang, urls.privacy(lang)),
  ...(contacts ? { contact: `mailto:${contactAddress(lang, contacts)}` } : {}),
});
