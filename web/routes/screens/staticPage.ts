// A static page's code (about, contacts, conditions), a chunk of its own (web/routes/screenChunks.ts).
import { StaticPageScreen } from '../../screens/StaticPageScreen.tsx';
import type { ScreenComponents } from '../../screens/ScreenOutlet.tsx';

export const screens: ScreenComponents = { static: StaticPageScreen };
