import { useDocumentAssets } from '../document/DocumentContext.ts';

/**
 * The ad network's client id when ops configured one (ADSENSE_CLIENT), else
 * undefined. It comes from the configuration, not from the reader: the server
 * HTML already has the layout it implies, the same for every reader, and
 * hydration never changes it. Without an ad network no slot is drawn and the
 * layouts give the content the room ads would have had; with one, the slots
 * keep their space before and after the reader's choice, so nothing moves when
 * an ad arrives.
 */
export const useAdClient = (): string | undefined => useDocumentAssets().tags?.adsenseClient;
