import type { ScreenView } from '../../src/use-cases/loadScreen.ts';
import type { ScreenOutcome } from '../../src/use-cases/screen.ts';

/** What a screen route's loader hands its screen: a redirect never reaches one (the loader throws it to the router). */
export type LoaderOutcome = Exclude<ScreenOutcome<ScreenView>, { kind: 'redirect' }>;
