// The newsroom's contact address, which the footer links in every language. A
// newsroom answers readers in their language from mailboxes of its own (redazione@,
// newsroom@, redaktion@…), so ops may name one per language; a language they do not
// name writes to the one general address. Unconfigured (CONTACT_EMAIL unset), there
// is no address and no contact link: never a made-up mailbox readers would write to.
import type { Lang } from './language.ts';

export interface ContactAddresses {
  /** The address of every language not in `byLang`. */
  readonly general: string;
  readonly byLang: Readonly<Partial<Record<Lang, string>>>;
}

export const contactAddress = (lang: Lang, addresses: ContactAddresses): string => addresses.byLang[lang] ?? addresses.general;
