// The article's code, a chunk of its own (web/routes/screenChunks.ts); its share
// row, further reading and rating are chunks of their own again (web/components/article/deferred.ts).
import { ArticleScreen } from '../../screens/ArticleScreen.tsx';
import type { ScreenComponents } from '../../screens/ScreenOutlet.tsx';

export const screens: ScreenComponents = { article: ArticleScreen };
