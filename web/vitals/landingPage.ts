// The page field measurements belong to: the screen the reader landed on, read
// from the router's loader data as the server handed it over (route ids are
// screen names; the frame's outcome has no screen type).
import { langOfPath } from '../../src/domain/language.ts';
import type { VitalsPage } from '../../src/domain/webVitals.ts';
import type { ScreenOutcome } from '../../src/use-cases/screen.ts';
import type { ScreenView } from '../../src/use-cases/screenTable.ts';
import { screenTypeOf } from '../../src/use-cases/screenType.ts';

const isOutcome = (value: unknown): value is ScreenOutcome<ScreenView> => typeof value === 'object' && value !== null && 'kind' in value;

export const landingPage = (loaderData: Readonly<Record<string, unknown>>, path: string): VitalsPage => ({
  // The root's error screen has no screen outcome: it is counted apart.
  screenType: Object.values(loaderData).filter(isOutcome).map(screenTypeOf).find((type) => type !== undefined) ?? 'error',
  lang: langOfPath(path),
  path,
});
