import { createContext, useContext } from 'react';

/** What the document needs beyond route data: where the assets are and the state script. */
export interface DocumentAssets {
  readonly siteOrigin: string;
  readonly css: readonly string[];
  readonly js: readonly string[];
  /** The inline script that hands the server's data to the browser (already escaped). */
  readonly stateScript: string;
}

export const DocumentContext = createContext<DocumentAssets>({ siteOrigin: '', css: [], js: [], stateScript: '' });

export const useDocumentAssets = (): DocumentAssets => useContext(DocumentContext);

/** The id of the state script element, read back by the browser before hydrating. */
export const STATE_SCRIPT_ID = 'nd-state';
