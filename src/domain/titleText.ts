// Titles from WordPress are text that arrives HTML-escaped (`&#8217;`, `&amp;`):
// decoded once, never stripped or interpreted, so `Leaks </script> Into The Pantry`
// keeps every word and React escapes it wherever it is shown. The product (docs/product.md#post-display)
// strips HTML only from category labels; everything called a title is text.
import { decodeHTML } from 'entities';

export const titleText = (raw: string | undefined): string => decodeHTML(raw ?? '').replace(/\s+/g, ' ').trim();
