// The listings' code (latest posts, a category, a subcategory, a search), a chunk of its own (web/routes/screenChunks.ts).
import { ListingScreen } from '../../screens/ListingScreen.tsx';
import type { ScreenComponents } from '../../screens/ScreenOutlet.tsx';

export const screens: ScreenComponents = { listing: ListingScreen };
