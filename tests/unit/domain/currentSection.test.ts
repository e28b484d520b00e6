import { describe, expect, it } from 'vitest';
import { isCurrentSection } from '../../../src/domain/currentSection.ts';

const at = (pathname: string, trail: readonly string[] = []) => ({ pathname, trail });

describe('the section the reader is in', () => {
  it("is the category on its own listing, with or without a trailing slash", () => {
    expect(isCurrentSection('/en/robotics', at('/en/robotics', ['/en']))).toBe(true);
    expect(isCurrentSection('/en/robotics', at('/en/robotics/', ['/en']))).toBe(true);
  });

  it('is the category on a subcategory and on an article, whose breadcrumbs pass through it', () => {
    expect(isCurrentSection('/en/robotics', at('/en/robotics/humanoids', ['/en', '/en/robotics']))).toBe(true);
    expect(isCurrentSection('/en/robotics', at('/en/robotics/humanoids/robots-learn', ['/en', '/en/robotics', '/en/robotics/humanoids']))).toBe(true);
    // An article at its /article/ address (no subcategory) is within its category all the same.
    expect(isCurrentSection('/en/robotics', at('/en/article/robots-learn', ['/en', '/en/robotics']))).toBe(true);
  });

  it('is no other section, nor any on pages outside the categories', () => {
    expect(isCurrentSection('/en/policy', at('/en/robotics/humanoids', ['/en', '/en/robotics']))).toBe(false);
    expect(isCurrentSection('/en/robot', at('/en/robotics', ['/en']))).toBe(false);
    expect(isCurrentSection('/en/robotics', at('/en/search', []))).toBe(false);
    expect(isCurrentSection('/en/robotics', at('/en', []))).toBe(false);
  });

  it('reads a slug the same escaped or not', () => {
    expect(isCurrentSection('/de/k%C3%BCnstliche-intelligenz', at('/de/künstliche-intelligenz', ['/de']))).toBe(true);
    expect(isCurrentSection('/de/künstliche-intelligenz', at('/de/k%C3%BCnstliche-intelligenz/x', ['/de', '/de/k%C3%BCnstliche-intelligenz']))).toBe(true);
  });
});
