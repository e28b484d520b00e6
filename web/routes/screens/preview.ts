// An editor's preview's code, a chunk of its own (web/routes/screenChunks.ts).
import { PreviewScreen } from '../../screens/PreviewScreen.tsx';
import type { ScreenComponents } from '../../screens/ScreenOutlet.tsx';

export const screens: ScreenComponents = { preview: PreviewScreen };
