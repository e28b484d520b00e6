// Types of systemPackagePlan.mjs, for the tests that import it.

/** Questions about the machine; scripts/setup/systemPackages.mjs answers them for real. */
export interface MachineProbe {
  /** Where the browser tests find Chromium: CHROME_PATH, or /usr/bin/chromium. */
  readonly chromePath: string;
  readonly executable: (path: string) => boolean;
  /** A program on PATH or in the sbin directories. */
  readonly command: (name: string) => boolean;
  readonly file: (path: string) => boolean;
  readonly fontFamily: (family: string) => boolean;
  /** An extension PHP's CLI loads; false when there is no PHP. */
  readonly phpExtension: (name: string) => boolean;
}

export interface SystemPackage {
  readonly name: string;
  readonly present: (probe: MachineProbe) => boolean;
  readonly withoutRecommends?: true;
}

export type SetupPlan =
  | { readonly kind: 'ready' }
  | { readonly kind: 'install'; readonly names: readonly string[]; readonly commands: readonly (readonly string[])[] }
  | { readonly kind: 'stop'; readonly line: string };

export declare const missingPackages: (probe: MachineProbe) => SystemPackage[];
export declare const setupPlan: (situation: { readonly missing: readonly SystemPackage[]; readonly root: boolean; readonly aptGet: boolean }) => SetupPlan;
export declare const nodeVersionProblem: (engines: string, actual: string) => string | undefined;
