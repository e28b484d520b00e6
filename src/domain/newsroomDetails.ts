// What the newsroom says about itself in every page's footer and head: its
// registration line, its contact addresses and its social profiles. They come from
// configuration; what is not configured is not shown (docs/decisions/0026).
import type { ContactAddresses } from './contactAddress.ts';
import type { Lang } from './language.ts';
import type { SocialProfile } from './socialProfiles.ts';

export interface NewsroomDetails {
  /** The footer's registration line (company, registration number, seat) per language; a language without one shows none. */
  readonly companyLines: Readonly<Partial<Record<Lang, string>>>;
  /** Unset: no contact link. */
  readonly contactAddresses?: ContactAddresses;
  /** Footer links, twitter:site and the Organization's sameAs; empty: none of them. */
  readonly socialProfiles: readonly SocialProfile[];
}

/** Nothing configured: no registration line, no contact link, no social profile. */
export const NO_NEWSROOM_DETAILS: NewsroomDetails = { companyLines: {}, socialProfiles: [] };
