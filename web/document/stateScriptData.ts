// What the state script leaves out, because the page holds it already, and how
// the browser takes it back before it hydrates (so both render the same tree):
// - the editorial HTML of an article's body or a static page (a fifth of an
//   article's page): the element that shows a chunk carries CHUNK_ATTRIBUTE, and
//   chunks are matched in document order;
// - the language's UI texts, written once per language (server/render) into a
//   script of their own, TEXTS_SCRIPT_ID, which the server serializes once and
//   the browser renders again with the very text it reads from the page.
import type { ScreenOutcome } from '../../src/use-cases/screen.ts';
import type { ShellView } from '../../src/use-cases/loadShell.ts';

export const CHUNK_ATTRIBUTE = 'data-html-chunk';

type Data = Record<string, unknown>;

interface HtmlView {
  readonly screen?: string;
  readonly html?: string;
  readonly body?: readonly { readonly kind: string; readonly html?: string }[];
}

const viewOf = (outcome: unknown): HtmlView | undefined => {
  const o = outcome as ScreenOutcome<HtmlView> | undefined;
  return o?.kind === 'view' && (o.view.screen === 'static' || o.view.screen === 'article') ? o.view : undefined;
};

const shellOf = (outcome: unknown): ShellView | undefined => {
  const o = outcome as ScreenOutcome<ShellView> | undefined;
  return o?.kind === 'view' && o.view.screen === 'shell' ? o.view : undefined;
};

/** The language's UI texts, as the page's texts script carries them. */
export const textsOf = (loaderData: Data): ShellView['translations'] | undefined => Object.values(loaderData).map(shellOf).find(Boolean)?.translations;

/**
 * The loader data as the state script carries it: editorial HTML blanked, the UI
 * texts left out. Copies only what it changes: views are shared with the
 * rendering and with caches.
 */
export const forStateScript = (loaderData: Data): Data =>
  Object.fromEntries(
    Object.entries(loaderData).map(([routeId, outcome]) => {
      const shell = shellOf(outcome);
      if (shell) return [routeId, { ...(outcome as object), view: { ...shell, translations: {} } }];
      const view = viewOf(outcome);
      if (!view) return [routeId, outcome];
      const blanked: HtmlView = view.screen === 'static' ? { ...view, html: '' } : { ...view, body: (view.body ?? []).map((b) => (b.kind === 'html' ? { ...b, html: '' } : b)) };
      return [routeId, { ...(outcome as object), view: blanked }];
    }),
  );

/** Puts back into the loader data (the browser's own copy) what the page holds: the editorial HTML and the UI texts. */
export const restoreFromPage = (loaderData: Data, root: ParentNode, texts: ShellView['translations'] | undefined): void => {
  const shown = [...root.querySelectorAll(`[${CHUNK_ATTRIBUTE}]`)];
  let next = 0;
  const take = (): string => shown[next++]?.innerHTML ?? '';
  for (const outcome of Object.values(loaderData)) {
    const shell = shellOf(outcome) as { translations: unknown } | undefined;
    if (shell && texts) shell.translations = texts;
    const view = viewOf(outcome) as { html?: string; body?: { kind: string; html?: string }[]; screen?: string } | undefined;
    if (view?.screen === 'static') view.html = take();
    else if (view?.screen === 'article') for (const block of view.body ?? []) if (block.kind === 'html') block.html = take();
  }
};
