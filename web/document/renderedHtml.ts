// An article's body and a static page's content are editorial HTML the server
// writes into the page once. The state script does not carry them a second time
// (for an article that was a fifth of the page): the server blanks them there,
// and the browser takes them back from the very elements that show them before
// it hydrates, so both render the same tree. The element that shows one carries
// CHUNK_ATTRIBUTE; chunks are matched in document order.
import type { ScreenOutcome } from '../../src/use-cases/screen.ts';

export const CHUNK_ATTRIBUTE = 'data-html-chunk';

type Data = Record<string, unknown>;

/** Each editorial HTML string of a screen's view, as a getter and a setter, in the order the page shows them. */
const chunksOf = (outcome: unknown): { get: () => string; set: (html: string) => void }[] => {
  const o = outcome as ScreenOutcome<{ screen?: string; html?: string; body?: { kind: string; html?: string }[] }> | undefined;
  if (o?.kind !== 'view') return [];
  const v = o.view as { screen?: string; html?: string; body?: { kind: string; html?: string }[] };
  if (v.screen === 'static') return [{ get: () => v.html ?? '', set: (html) => (v.html = html) }];
  if (v.screen === 'article') return (v.body ?? []).filter((b) => b.kind === 'html').map((b) => ({ get: () => b.html ?? '', set: (html) => (b.html = html) }));
  return [];
};

/** A copy of the loader data with the editorial HTML blanked: what the state script carries. */
export const withoutRenderedHtml = (loaderData: Data): Data => {
  const copy = structuredClone(loaderData);
  for (const outcome of Object.values(copy)) for (const chunk of chunksOf(outcome)) chunk.set('');
  return copy;
};

/** Puts the editorial HTML back into the loader data, from the elements that show it. */
export const restoreRenderedHtml = (loaderData: Data, root: ParentNode): void => {
  const shown = [...root.querySelectorAll(`[${CHUNK_ATTRIBUTE}]`)];
  let next = 0;
  for (const outcome of Object.values(loaderData)) for (const chunk of chunksOf(outcome)) chunk.set(shown[next++]?.innerHTML ?? '');
};
