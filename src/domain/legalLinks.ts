// The per-language link set of the footer (docs/product.md#footer): about and conditions
// are our own pages; privacy and cookie policies live at an external policy
// provider whose addresses ops configure as templates with a {lang} placeholder;
// the contact link writes to the language's mailbox.
import { contactAddress, type ContactAddresses } from './contactAddress.ts';
import type { Lang } from './language.ts';
import { urls } from './urls.ts';

export interface LegalLinks {
  readonly about: string;
  readonly conditions: string;
  readonly privacy: string;
  readonly cookies: string;
  /** A mailto: link. */
  readonly contact: string;
}

export interface PolicyUrlTemplates {
  /** e.g. https://policies.example.com/{lang}/privacy; unset: the conditions page. */
  readonly privacy?: string;
  readonly cookies?: string;
}

const fill = (template: string | undefined, lang: Lang, fallback: string): string =>
  template ? template.replaceAll('{lang}', lang) : fallback;

export const legalLinks = (lang: Lang, policies: PolicyUrlTemplates = {}, contacts?: ContactAddresses): LegalLinks => ({
  about: urls.about(lang),
  conditions: urls.terms(lang),
  privacy: fill(policies.privacy, lang, urls.terms(lang)),
  cookies: fill(policies.cookies, lang, urls.terms(lang)),
  contact: `mailto:${contactAddress(lang, contacts)}`,
});
