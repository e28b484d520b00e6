// The newsroom's contact address, which the footer links in every language. A
// newsroom answers readers in their language from mailboxes of its own (redazione@,
// newsroom@, redaktion@…), so ops may name one per language; a language they do not
// name writes to the one general address.
import type { Lang } from './language.ts';

export interface ContactAddresses {
  /** The address of every language not in `byLang`. */
  readonly general: string;
  readonly byLang: Readonly<Partial<Record<Lang, string>>>;
}

/** Until ops configure theirs (CONTACT_EMAIL): one address, in no particular language. */
const DEFAULT_CONTACT_ADDRESSES: ContactAddresses = { general: 'contact@newsdesk.example', byLang: {} };

export const contactAddress = (lang: Lang, addresses: ContactAddresses = DEFAULT_CONTACT_ADDRESSES): string =>
  addresses.byLang[lang] ?? addresses.general;
