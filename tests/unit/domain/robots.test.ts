import { describe, expect, it } from 'vitest';
import { robotsOf } from '../../../src/domain/robots.ts';

describe("a page's robots directive", () => {
  it('allows large image previews on a page its use case said nothing about', () => {
    expect(robotsOf(undefined)).toBe('max-image-preview:large');
  });

  it('keeps exactly what a use case said: index, follow for search results, noindex for previews and error screens', () => {
    expect(robotsOf('index, follow')).toBe('index, follow');
    expect(robotsOf('noindex, nofollow')).toBe('noindex, nofollow');
    expect(robotsOf('noindex')).toBe('noindex');
  });
});
