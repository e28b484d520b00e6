// What stands in for an author's picture when the newsroom gives none: their
// initials, as a masthead prints them, never a stranger's face or a blank box.

/** The first letter of the first and last words of a name ("Élodie Laurent": "ÉL"); one letter for one word. */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // By code point, so a letter outside the BMP is not cut in half.
  return [first, last].flatMap((word) => (word ? [Array.from(word)[0]!.toLocaleUpperCase()] : [])).join('');
};
