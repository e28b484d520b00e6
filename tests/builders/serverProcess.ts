// The real server entry as a child process on a free loopback port: what ops
// run, with its signals, exit code and logs, for the tests that watch those.
// startServerProcess runs the source (server/main.ts, through tsx);
// startBuiltServerProcess runs the build `npm run serve` runs (dist/server/main.js,
// after `npm run build`), with node flags of the test's; startScriptProcess runs
// a script of package.json's own (npm start's, npm run serve's). The scripts start the
// build on a fixed port with scripts/lib/startBuiltServer.ts instead.
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  readonly base: string;
  readonly child: ChildProcess;
  /** Every line it wrote so far, stdout and stderr. */
  readonly lines: string[];
  /** The JSON log lines, parsed. */
  logs(): Record<string, unknown>[];
  /** Resolves with the exit code once it has exited. */
  readonly exited: Promise<number | null>;
  kill(): void;
}

/** Variables of the environment; `undefined` leaves one out (NODE_ENV, to see what the entry sets itself). */
type Env = Readonly<Record<string, string | undefined>>;

/** The key of reader hashes the tests' servers share (production requires one wherever signals are counted). */
export const TEST_SIGNALS_SECRET = 'the-test-servers-signals-secret-0123456789';

export const startServerProcess = (env: Env, timeoutMs = 30_000): Promise<ServerProcess> =>
  startProcess(['--import', 'tsx', 'server/main.ts'], env, timeoutMs);

export const startBuiltServerProcess = (env: Env, nodeFlags: readonly string[] = [], timeoutMs = 30_000): Promise<ServerProcess> =>
  startProcess([...nodeFlags, 'dist/server/main.js'], env, timeoutMs);

/** One of the scripts/ entries that start a server (`npm start`'s scripts/start.mjs, `npm run serve`'s scripts/serve.mjs). */
export const startScriptProcess = (script: string, env: Env, timeoutMs = 30_000): Promise<ServerProcess> =>
  startProcess([script], env, timeoutMs);

const startProcess = async (args: readonly string[], env: Env, timeoutMs: number): Promise<ServerProcess> => {
  // A production server counting reader signals needs SIGNALS_SECRET: the tests' own, unless a test says otherwise.
  const merged = { ...process.env, HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'production', SIGNALS_SECRET: TEST_SIGNALS_SECRET, ...env };
  const child = spawn(process.execPath, args, {
    env: Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${lines.join('\n')}`)), timeoutMs);
    const read = (chunk: Buffer): void => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(line);
        const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${lines.join('\n')}`)));
  });
  return {
    base,
    child,
    lines,
    exited,
    logs: () => lines.flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as Record<string, unknown>] : [])),
    kill: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
};
