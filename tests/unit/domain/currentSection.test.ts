import { describe, expect, it } from 'vitest';
import { sectionMark } from '../../../src/domain/currentSection.ts';

const at = (pathname: string, trail: readonly string[] = [], search = '') => ({ pathname, search, trail });

describe('the section the reader is in', () => {
  it("is the page itself on the first page of the category's listing", () => {
    expect(sectionMark('/en/robotics', at('/en/robotics', ['/en']))).toBe('page');
    expect(sectionMark('/en/robotics', at('/en/robotics/', ['/en']))).toBe('page');
    expect(sectionMark('/en/robotics', at('/en/robotics', ['/en'], '?utm_source=feed'))).toBe('page');
  });

  it("holds the reader on the listing's further pages, which the link does not lead to", () => {
    expect(sectionMark('/en/robotics', at('/en/robotics', ['/en'], '?page=2'))).toBe('within');
  });

  it('holds the reader on a subcategory and on an article, whose breadcrumbs pass through it', () => {
    expect(sectionMark('/en/robotics', at('/en/robotics/humanoids', ['/en', '/en/robotics']))).toBe('within');
    expect(sectionMark('/en/robotics', at('/en/robotics/humanoids/robots-learn', ['/en', '/en/robotics', '/en/robotics/humanoids']))).toBe('within');
    // An article at its /article/ address (no subcategory) is within its category all the same.
    expect(sectionMark('/en/robotics', at('/en/article/robots-learn', ['/en', '/en/robotics']))).toBe('within');
  });

  it('marks no other section, nor any on pages outside the categories', () => {
    expect(sectionMark('/en/policy', at('/en/robotics/humanoids', ['/en', '/en/robotics']))).toBeUndefined();
    expect(sectionMark('/en/robot', at('/en/robotics', ['/en']))).toBeUndefined();
    expect(sectionMark('/en/robotics', at('/en/search', [], '?q=robotics'))).toBeUndefined();
    expect(sectionMark('/en/robotics', at('/en', []))).toBeUndefined();
  });

  it('reads a slug the same escaped or not', () => {
    expect(sectionMark('/de/k%C3%BCnstliche-intelligenz', at('/de/künstliche-intelligenz', ['/de']))).toBe('page');
    expect(sectionMark('/de/künstliche-intelligenz', at('/de/k%C3%BCnstliche-intelligenz/x', ['/de', '/de/k%C3%BCnstliche-intelligenz']))).toBe('within');
  });
});
