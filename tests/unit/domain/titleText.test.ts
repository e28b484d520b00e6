import { describe, expect, it } from 'vitest';
import { titleText } from '../../../src/domain/titleText.ts';

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
