import { useLoaderData } from 'react-router-dom';
import type { LoaderOutcome } from '../routes/screenLoader.ts';
import { HomeScreen } from './HomeScreen.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { PlaceholderScreen } from './PlaceholderScreen.tsx';
import { UnavailableScreen } from './UnavailableScreen.tsx';

/** Maps a screen outcome to its component. */
export const ScreenOutlet = () => {
  const outcome = useLoaderData() as LoaderOutcome;
  if (outcome.kind === 'not-found') return <NotFoundScreen />;
  if (outcome.kind === 'unavailable') return <UnavailableScreen />;
  const v = outcome.view;
  switch (v.screen) {
    case 'home':
      return <HomeScreen view={v} />;
    case 'placeholder':
      return <PlaceholderScreen />;
    default:
      return <NotFoundScreen />;
  }
};
