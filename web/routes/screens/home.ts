// The home's code, a chunk of its own (web/routes/screenChunks.ts).
import { HomeScreen } from '../../screens/HomeScreen.tsx';
import type { ScreenComponents } from '../../screens/ScreenOutlet.tsx';

export const screens: ScreenComponents = { home: HomeScreen };
