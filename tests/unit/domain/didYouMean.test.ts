import { describe, expect, it } from 'vitest';
import { didYouMean } from '../../../src/domain/didYouMean.ts';

describe('did you mean', () => {
  it('offers a suggestion that differs from the query', () => {
    expect(didYouMean('robtos', 'robots')).toBe('robots');
    expect(didYouMean('modeli linguistici', ' modelli  linguistici ')).toBe('modelli linguistici');
  });

  it('offers nothing when the suggestion is missing, blank or the query itself', () => {
    expect(didYouMean('robot', undefined)).toBeUndefined();
    expect(didYouMean('robot', '')).toBeUndefined();
    expect(didYouMean('robot', '   ')).toBeUndefined();
    expect(didYouMean('Robot  news', 'robot news')).toBeUndefined();
  });
});
