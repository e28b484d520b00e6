import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../../src/domain/initials.ts';

describe("an author's initials", () => {
  it('takes the first letter of the first and last names, capitalized, accents kept', () => {
    expect(initialsOf('Giulia Ferri')).toBe('GF');
    expect(initialsOf('  Élodie   Laurent ')).toBe('ÉL');
    expect(initialsOf('Lucía Martín de la Fuente')).toBe('LF');
    expect(initialsOf('ines carvalho')).toBe('IC');
  });

  it('takes one letter of a single name, and none of an empty one', () => {
    expect(initialsOf('Redazione')).toBe('R');
    expect(initialsOf('')).toBe('');
  });
});
