// What the WordPress tests share: the one local WordPress globalSetup.ts started
// for the run (reconnected here from plain data), and the `now` its demo content
// was imported with, to build the same dataset (or demo content API) to compare.
import { inject } from 'vitest';
import { connectLocalWordpress, type LocalWordpressClient, type LocalWordpressInfo } from '../../scripts/wordpress/wordpressClient.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    localWordpress: LocalWordpressInfo;
    /** ISO date: the `now` of the imported demo dataset. */
    demoNow: string;
    /** What install, activation and import wrote to the debug log. */
    setupDebugLog: string;
  }
}

export const localWordpress = (): LocalWordpressClient => connectLocalWordpress(inject('localWordpress'));

export const demoNow = (): Date => new Date(inject('demoNow'));

/** The secret reader signals carry to the tests' WordPress (its NEWSDESK_SIGNALS_TOKEN). */
export const SIGNALS_TOKEN = 'wordpress-tests-signals-token-0123456789';
