// An author's page, a chunk of its own (web/routes/screenChunks.ts).
import { AuthorScreen } from '../../screens/AuthorScreen.tsx';
import type { ScreenComponents } from '../../screens/ScreenOutlet.tsx';

export const screens: ScreenComponents = { author: AuthorScreen };
