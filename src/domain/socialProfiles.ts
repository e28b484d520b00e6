// The newsroom's own social profiles: footer links, Twitter card attribution and
// the Organization's sameAs all read them from here.
export interface SocialProfile {
  readonly name: string;
  readonly href: string;
}

export const SOCIAL_PROFILES: readonly SocialProfile[] = [
  { name: 'X', href: 'https://x.com/newsdesk' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/newsdesk' },
  { name: 'Facebook', href: 'https://www.facebook.com/newsdesk' },
];

/** twitter:site and twitter:creator: the newsroom signs every article. */
export const X_HANDLE = '@newsdesk';
