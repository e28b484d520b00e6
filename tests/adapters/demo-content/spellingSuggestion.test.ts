import { describe, expect, it } from 'vitest';
import { buildVocabulary, correctedQuery } from '../../../adapters/demo-content/spellingSuggestion.ts';

// The demo's stand-in for a search engine's spellchecker: each unknown word of a
// query that found nothing becomes the closest word of the titles.
const vocabulary = buildVocabulary(['Robot arms learn to fold laundry', 'Regulation of language models', 'Humanoid robots at work']);

describe('the demo spelling suggestion', () => {
  it('catches two neighbouring letters typed the wrong way round', () => {
    expect(correctedQuery('robto', vocabulary)).toBe('robot');
    expect(correctedQuery('lagnuage', vocabulary)).toBe('language');
    expect(correctedQuery('rgeulation', vocabulary)).toBe('regulation');
  });

  it('offers the swapped word when it begins a known word, since search matches the start of words', () => {
    const plurals = buildVocabulary(['Robots at work', 'Models of language']);
    expect(correctedQuery('robto', plurals)).toBe('robot');
    expect(correctedQuery('mdoel', plurals)).toBe('model');
    // A whole word comes before the start of one: 'atre' swapped is 'tare' (the start of tarmac) and 'arte'.
    expect(correctedQuery('atre', buildVocabulary(['Tarmac roads', 'Arte povera']))).toBe('arte');
  });

  it('still catches a letter replaced, missing or added', () => {
    expect(correctedQuery('robox', vocabulary)).toBe('robot');
    expect(correctedQuery('langage', vocabulary)).toBe('language');
    expect(correctedQuery('laundryy', vocabulary)).toBe('laundry');
  });

  it('counts a swap as one edit, so a short word takes no second one', () => {
    // Five letters or fewer allow one edit: a swap and a replacement are two.
    expect(correctedQuery('rbtox', vocabulary)).toBeUndefined();
    // Longer words allow two: a swap and a replacement.
    expect(correctedQuery('lagnuagx', vocabulary)).toBe('language');
  });

  it('corrects each unknown word and keeps the known ones', () => {
    expect(correctedQuery('humanoid rbotos', vocabulary)).toBe('humanoid robots');
    expect(correctedQuery('humanoid robots', vocabulary)).toBeUndefined();
  });
});
