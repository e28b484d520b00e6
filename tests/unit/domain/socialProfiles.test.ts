import { describe, expect, it } from 'vitest';
import { socialProfile, xHandle } from '../../../src/domain/socialProfiles.ts';

describe("the newsroom's social profiles", () => {
  it('names a profile after the network readers know it by, whatever its host prefix', () => {
    expect(socialProfile('https://x.com/ournews')).toEqual({ name: 'X', href: 'https://x.com/ournews' });
    expect(socialProfile('https://twitter.com/ournews').name).toBe('X');
    expect(socialProfile('https://www.linkedin.com/company/ournews').name).toBe('LinkedIn');
    expect(socialProfile('https://m.facebook.com/ournews').name).toBe('Facebook');
    expect(socialProfile('https://bsky.app/profile/ournews.example').name).toBe('Bluesky');
  });

  it('names a profile on a network it does not know by its host', () => {
    expect(socialProfile('https://social.example/@news')).toEqual({ name: 'social.example', href: 'https://social.example/@news' });
  });

  it("takes twitter:site from the newsroom's X profile", () => {
    expect(xHandle([{ name: 'LinkedIn', href: 'https://www.linkedin.com/company/ournews' }, { name: 'X', href: 'https://x.com/our_news' }])).toBe('@our_news');
    expect(xHandle([{ name: 'X', href: 'https://twitter.com/OurNews/' }])).toBe('@OurNews');
  });

  it('has no twitter:site without an X profile, or with an X address that is not a profile', () => {
    expect(xHandle([])).toBeUndefined();
    expect(xHandle([{ name: 'Mastodon', href: 'https://social.example/@news' }])).toBeUndefined();
    expect(xHandle([{ name: 'X', href: 'https://x.com/i/lists/123' }])).toBeUndefined();
    expect(xHandle([{ name: 'X', href: 'https://x.com/a_handle_far_too_long' }])).toBeUndefined();
  });
});
