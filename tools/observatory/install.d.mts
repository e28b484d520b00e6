// Types of install.mjs, for the tests that import it.
export declare const OBSERVATORY_DIR: string;
export declare const GRADER_DIR: string;
export declare const ensureObservatory: () => string;
/** Where the installed grader is; throws, saying how to install it, when it is not. */
export declare const installedGrader: () => string;
