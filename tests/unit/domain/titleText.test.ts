import { describe, expect, it } from 'vitest';
import { openingWords, titleOrUntitled, titleText } from '../../../src/domain/titleText.ts';

describe('titles as text', () => {
  it('decodes the entities WordPress writes in titles', () => {
    expect(titleText('L&#8217;IA &amp; il lavoro')).toBe('L’IA & il lavoro');
    expect(titleText('L&#039;addestramento &quot;veloce&quot;')).toBe('L\'addestramento "veloce"');
  });

  it('keeps markup as text, so no word is lost', () => {
    expect(titleText('Leaks </script> Into The Pantry')).toBe('Leaks </script> Into The Pantry');
    expect(titleText('<b>Bold</b> claims')).toBe('<b>Bold</b> claims');
  });

  it('decodes once: an escaped entity stays an entity, written out', () => {
    expect(titleText('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;');
  });

  it('collapses white space and is empty for a missing title', () => {
    expect(titleText('  Two\n  lines ')).toBe('Two lines');
    expect(titleText(undefined)).toBe('');
  });
});

describe('the opening words that name a post without a title', () => {
  it('takes eight words, cut at a word, ending with an ellipsis', () => {
    expect(openingWords('This post has no title, but it still must link to the single post view somehow.')).toBe('This post has no title, but it still…');
  });

  it('drops the punctuation the cut would leave before the ellipsis', () => {
    expect(openingWords('One two three four five six seven eight, nine ten')).toBe('One two three four five six seven eight…');
    expect(openingWords('Robots learn: a long day at the – plant and then more')).toBe('Robots learn: a long day at the…');
  });

  it('keeps a short text whole, without an ellipsis', () => {
    expect(openingWords('  Just a   photo.  ')).toBe('Just a photo.');
  });

  it('stops before a word that would run past a line, and cuts a word longer than one', () => {
    const long = 'Supercalifragilisticexpialidocious';
    expect(openingWords(`Short ${long} ${long} ${long} words`)).toBe(`Short ${long}…`);
    expect(openingWords(`${'x'.repeat(100)} and more`)).toBe(`${'x'.repeat(70)}…`);
  });

  it('is empty for no text', () => {
    expect(openingWords('')).toBe('');
    expect(openingWords(' \n ')).toBe('');
  });
});

describe('a post that has no text to be named by', () => {
  const texts = { untitled: 'Articolo senza titolo' };

  it('is "untitled" in the language, and any title is itself', () => {
    expect(titleOrUntitled('', texts)).toBe('Articolo senza titolo');
    expect(titleOrUntitled('Robot e lavoro', texts)).toBe('Robot e lavoro');
  });
});
