// Starts the faulty content API (tests/builders/faultyContentApi.ts) and the real
// adapter pointed at it, with a short timeout so fault tests stay fast. Every
// port call's report is collected in `outcomes`.
import { afterEach, expect } from 'vitest';
import type { CallReport } from '../../../adapters/wordpress/callReports.ts';
import { createWordpressContent, type WordpressContent, type WordpressContentDeps } from '../../../adapters/wordpress/createWordpressContent.ts';
import { resolvePaths } from '../../../adapters/wordpress/wordpressPaths.ts';
import { startFaultyContentApi, type FaultyContentApi } from '../../builders/faultyContentApi.ts';
import { createRecordingLogger, type RecordingLogger } from '../../builders/recordingLogger.ts';

export interface FaultyConnected {
  readonly api: FaultyContentApi;
  readonly content: WordpressContent;
  readonly logger: RecordingLogger;
  readonly outcomes: CallReport[];
}

export type AdapterOptions = Partial<Omit<WordpressContentDeps, 'baseUrl' | 'logger'>>;

/** The path of the categories call, the one most tests make. */
export const CATEGORIES = '/v6/get-categories';

/** Registers an afterEach that closes the APIs started by `connect`. */
export const useFaultyContentApi = () => {
  const apis: FaultyContentApi[] = [];
  afterEach(async () => {
    await Promise.all(apis.splice(0).map((api) => api.close()));
  });
  return async (options: AdapterOptions = {}): Promise<FaultyConnected> => {
    // Media URLs do not matter here: root-relative ones let every test share one demo dataset.
    const api = await startFaultyContentApi({ mediaBase: '' });
    apis.push(api);
    const logger = createRecordingLogger();
    const content = createWordpressContent({ paths: resolvePaths('production'), timeoutMs: 1000, ...options, baseUrl: api.url, logger });
    const outcomes: CallReport[] = [];
    content.upstream.onCall((report) => outcomes.push(report));
    return { api, content, logger, outcomes };
  };
};

export const unavailableWith = (message: string | RegExp) => ({
  _tag: 'Left',
  left: { _tag: 'unavailable', message: typeof message === 'string' ? message : expect.stringMatching(message) },
});

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long `run` takes, in milliseconds, with its result. */
export const timed = async <A>(run: () => Promise<A>): Promise<{ readonly result: A; readonly ms: number }> => {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
};
