import { useLoaderData } from 'react-router-dom';
import type { LoaderOutcome } from '../routes/screenLoader.ts';
import { HomeScreen } from './HomeScreen.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { ArticleScreen } from './ArticleScreen.tsx';
import { ListingScreen } from './ListingScreen.tsx';
import { StaticPageScreen } from './StaticPageScreen.tsx';
import { UnavailableScreen } from './UnavailableScreen.tsx';
import { PreviewScreen } from './PreviewScreen.tsx';

/** Maps a screen outcome to its component. */
export const ScreenOutlet = () => {
  const outcome = useLoaderData() as LoaderOutcome;
  if (outcome.kind === 'not-found') return <NotFoundScreen />;
  if (outcome.kind === 'unavailable') return <UnavailableScreen />;
  if (outcome.kind === 'forbidden') return <UnavailableScreen why="forbidden" />;
  const v = outcome.view;
  switch (v.screen) {
    case 'home':
      return <HomeScreen view={v} />;
    case 'listing':
      return <ListingScreen view={v} />;
    case 'article':
      return <ArticleScreen view={v} />;
    case 'static':
      return <StaticPageScreen view={v} />;
    case 'preview':
      return <PreviewScreen view={v} />;
    default:
      return <NotFoundScreen />;
  }
};
