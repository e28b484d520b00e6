// One first visit of a page in Chromium driven as a reader's browser is: over a
// DevTools pipe that asks for the phone (CPU and network slowed as Lighthouse's
// `devtools` throttling slows them, its screen), a trace and the navigation, and
// nothing else. Lighthouse, Playwright and DevTools itself turn on the Runtime
// domain, and with it V8 records a stack trace with line numbers for every error
// the page creates: the framework creates some while its code is evaluated (React's
// internal sentinels), and V8 parses that code again to find the positions, about
// 150 ms of the slowed phone's main thread a reader's browser never spends
// (docs/decisions/0030). The blocking is then read from the trace (traceBlocking.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { blockingAfterFirstPaint, type Blocking, type TraceEvent } from './traceBlocking.ts';

/** Lighthouse's mobile network for devtools throttling (its constants: slow 4G with its own adjustments), in bytes per second. */
const NETWORK = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8, uploadThroughput: (750 * 0.9 * 1024) / 8 } as const;
/** Lighthouse's mobile screen (a Moto G Power). */
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true } as const;
const CATEGORIES = ['toplevel', 'v8', 'loading', 'devtools.timeline'];
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--remote-debugging-pipe'];
/** After the load event: the parts that hydrate when idle, and the prefetcher, have run by then. */
const AFTER_LOAD_MS = 5_000;
const LOAD_TIMEOUT_MS = 60_000;

interface Message {
  readonly id?: number;
  readonly method?: string;
  readonly sessionId?: string;
  readonly params?: Record<string, unknown>;
  readonly result?: Record<string, unknown>;
  readonly error?: { message: string };
}

/** Chromium's DevTools protocol over its pipe (file descriptors 3 and 4, messages ended by a NUL). */
const pipeSession = (toChrome: Writable, fromChrome: Readable) => {
  let nextId = 0;
  const waiting = new Map<number, { resolve: (m: Message) => void; reject: (e: Error) => void }>();
  const listeners = new Set<(m: Message) => void>();
  let buffered = '';
  fromChrome.setEncoding('utf8');
  fromChrome.on('data', (chunk: string) => {
    const parts = (buffered + chunk).split('\0');
    buffered = parts.pop()!;
    for (const part of parts) {
      const message = JSON.parse(part) as Message;
      const call = message.id === undefined ? undefined : waiting.get(message.id);
      if (call) {
        waiting.delete(message.id!);
        if (message.error) call.reject(new Error(message.error.message));
        else call.resolve(message);
      } else for (const listener of listeners) listener(message);
    }
  });
  const send = async (method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> => {
    nextId += 1;
    const id = nextId;
    const answered = new Promise<Message>((resolve, reject) => waiting.set(id, { resolve, reject }));
    toChrome.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    return (await answered).result ?? {};
  };
  const next = (method: string, timeoutMs: number): Promise<Message> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => { listeners.delete(listener); reject(new Error(`no ${method} within ${timeoutMs} ms`)); }, timeoutMs);
      const listener = (message: Message) => {
        if (message.method !== method) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(message);
      };
      listeners.add(listener);
    });
  const onEvent = (method: string, run: (params: Record<string, unknown>) => void) => listeners.add((m) => { if (m.method === method) run(m.params ?? {}); });
  return { send, next, onEvent };
};

/** Loads `url` once in a fresh profile, the CPU slowed `cpuSlowdown` times, and reads what blocked its main thread. */
export const loadAsReader = async (url: string, { chrome, cpuSlowdown }: { chrome: string; cpuSlowdown: number }): Promise<Blocking> => {
  const profile = mkdtempSync(join(tmpdir(), 'newsdesk-reader-'));
  // A process group of its own: its helper processes (zygote, renderers, network service) end with it.
  const browser = spawn(chrome, [...FLAGS, `--user-data-dir=${profile}`], { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'], detached: true });
  try {
    const cdp = pipeSession(browser.stdio[3] as Writable, browser.stdio[4] as Readable);
    const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = (await cdp.send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
    await cdp.send('Emulation.setDeviceMetricsOverride', SCREEN, sessionId);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown }, sessionId);
    await cdp.send('Network.enable', {}, sessionId);
    await cdp.send('Network.emulateNetworkConditions', NETWORK, sessionId);
    await cdp.send('Page.enable', {}, sessionId);
    const events: TraceEvent[] = [];
    cdp.onEvent('Tracing.dataCollected', (params) => events.push(...(params['value'] as TraceEvent[])));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    const loaded = cdp.next('Page.loadEventFired', LOAD_TIMEOUT_MS);
    await cdp.send('Page.navigate', { url }, sessionId);
    await loaded;
    await sleep(AFTER_LOAD_MS);
    const complete = cdp.next('Tracing.tracingComplete', LOAD_TIMEOUT_MS);
    await cdp.send('Tracing.end');
    await complete;
    const blocking = blockingAfterFirstPaint(events);
    if (!blocking) throw new Error(`reader load: ${url} never painted`);
    await cdp.send('Browser.close').catch(() => undefined);
    return blocking;
  } finally {
    // Closed above, or killed here with every helper; one may still be letting go of the profile for a moment.
    const exited = browser.exitCode !== null || browser.signalCode !== null ? Promise.resolve() : new Promise((resolve) => browser.once('exit', resolve));
    try {
      process.kill(-browser.pid!, 'SIGKILL');
    } catch {
      // ESRCH: the group has ended already.
    }
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.error(`reader load: left the profile ${profile} behind (${(error as Error).message})`);
    }
  }
};
