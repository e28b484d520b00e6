// A title as WordPress renders one (the contract's `title`, core's `title.rendered`):
// HTML, which may carry the inline markup an editor gave it. The dataset writes
// titles as text, so the demo escapes them (`&#039;`, `&amp;`: the site must decode
// them once, and a reader still sees "L'addestramento"); a headline may name one
// phrase the editors set in italics (a term, a title of a work), which the demo
// sends as `<em>`, as WordPress would: `What <em>open source</em> really means`.
const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

const escaped = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The title's HTML; `emphasis`, a phrase of it, in italics (the first time it occurs). */
export const wordpressTitle = (text: string, emphasis?: string): string => {
  const at = emphasis ? text.indexOf(emphasis) : -1;
  if (!emphasis || at < 0) return escaped(text);
  return `${escaped(text.slice(0, at))}<em>${escaped(emphasis)}</em>${escaped(text.slice(at + emphasis.length))}`;
};
