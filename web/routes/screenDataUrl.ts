import type { ScreenName } from '../../src/use-cases/screen.ts';

/** Where the server's data endpoint answers a screen's outcome (server/render/renderData.ts). */
export const screenDataUrl = (screen: ScreenName, pathname: string, search: string): string => `/_data/${screen}${pathname}${search}`;
