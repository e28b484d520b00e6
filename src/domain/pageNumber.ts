// The page number a listing's `?page` names.

/** Beyond this a page number is a typo or a crawler trap, not a page. */
const MAX_PAGE = 10_000;

/** A positive integer string gives that page; anything else ('0', '-1', 'abc', '1.5') gives 1. */
export const parsePageParam = (raw: string | null | undefined): number => {
  const digits = raw?.trim() ?? '';
  // Digits only: Number() alone would also accept '1e2', '0x10' and '+3'.
  if (!/^\d+$/.test(digits)) return 1;
  const n = Number(digits);
  return n >= 1 ? Math.min(n, MAX_PAGE) : 1;
};
