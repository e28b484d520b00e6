// Field Web Vitals in the hydration bundle: only the decision. The web-vitals
// library and the code that reports (startFieldVitals.ts) are a chunk of their
// own, fetched once the reader allows measurement, so the first load does not grow
// and a reader who refuses, or whose browser asks to save data, never downloads it.
import type { ConsentChoice } from '../../src/domain/consent.ts';
import { fieldVitalsPlan } from '../../src/domain/fieldVitalsPlan.ts';
import type { TagIds } from '../document/bootData.ts';
import { savesData } from '../services/savesData.ts';

/** Started by the consent layer with the reader's choice; does nothing unless the choice and the configuration allow it. */
export interface FieldVitals {
  start(choice: ConsentChoice): void;
}

/** The page the reader landed on, kept at boot: its loader data (the screen) and its path. */
export interface Landing {
  readonly loaderData: Readonly<Record<string, unknown>>;
  readonly path: string;
}

export const lazyFieldVitals = (tags: TagIds, landing: Landing): FieldVitals => {
  // Drawn once per page view, so that choosing again does not draw again.
  const draw = Math.random();
  let started = false;
  return {
    start: (choice) => {
      if (started) return;
      const plan = fieldVitalsPlan({ tagManager: tags.gtmId !== undefined, rum: tags.rum }, { measurementAllowed: choice.purposes.measurement, saveData: savesData(), draw });
      if (!plan) return;
      started = true;
      // A chunk that fails to arrive costs the reader nothing: the page only goes unmeasured.
      import('./startFieldVitals.ts').then((m) => m.startFieldVitals(plan, landing), () => undefined);
    },
  };
};
