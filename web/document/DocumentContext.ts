import { createContext, useContext } from 'react';
import type { ClientAssets, TagIds } from './bootData.ts';

/** What the document needs beyond route data: where the assets are and the state script. */
export interface DocumentAssets extends Omit<ClientAssets, 'js'> {
  readonly siteOrigin: string;
  /** The scripts the head preloads: the page's screen chunks (the loader script requests the entry's). */
  readonly js: readonly string[];
  /** The page's state as JSON (already escaped), a data block that hands the server's data to the browser. */
  readonly stateScript: string;
  /** The language's UI texts as JSON (already escaped), a script of their own: the state script leaves them out. */
  readonly textsScript?: string;
  /**
   * The first script of <head>: Consent Mode defaults and the stored choice, before any tag
   * (the one the server's composition root chose). The server's text; the browser reads it back.
   */
  readonly headScript?: string;
  /** The last script of <body>: inserts the entry (web/document/moduleLoader.ts). The server's text; the browser reads it back. */
  readonly loaderScript?: string;
  readonly tags?: TagIds;
  /**
   * The browser's: runs once React has committed the hydrated document (entry.client.tsx
   * starts client navigations then). A hook of the Document rather than a component of
   * its own, which would shift the ids React derives from the tree's shape.
   */
  readonly onHydrated?: () => void;
}

export const DocumentContext = createContext<DocumentAssets>({ siteOrigin: '', css: [], js: [], stateScript: '' });

export const useDocumentAssets = (): DocumentAssets => useContext(DocumentContext);

/** The id of the page's state (a JSON data block), read back by the browser before hydrating. */
export const STATE_SCRIPT_ID = 'nd-state';

/** The id of the consent bootstrap script, read back by the browser so hydration matches. */
export const HEAD_SCRIPT_ID = 'nd-head';

/** The id of the UI texts' JSON script, read back by the browser before hydrating. */
export const TEXTS_SCRIPT_ID = 'nd-texts';

/** The id of the inline stylesheet, read back by the browser so hydration matches. */
export const INLINE_STYLE_ID = 'nd-css';

/** The footer: the head holds the first paint until it is parsed (Document.tsx). */
export const PAGE_END_ID = 'site-footer';

/** The id of the module loader script, read back by the browser so hydration matches. */
export const LOADER_SCRIPT_ID = 'nd-loader';
