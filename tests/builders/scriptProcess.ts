// A script of the repository (scripts/*.ts, or a few lines of TypeScript) run as
// `npm run` runs it: node with tsx, from the repository's root. One that overruns
// its time is interrupted as a person would (SIGINT), then killed.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));
// After the SIGINT, time for the script to stop its servers (they drain for up to 10 s).
const GRACE_MS = 15_000;

export interface ScriptEnd {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface ScriptProcess {
  readonly child: ChildProcess;
  /** Resolves with the first match of the pattern in what it printed so far or prints next. */
  printed(pattern: RegExp): Promise<RegExpExecArray>;
  readonly ended: Promise<ScriptEnd>;
}

/** args: a script's path and its arguments, or ['--input-type=module', '-e', source]. */
export const startScript = (args: readonly string[], env: Readonly<Record<string, string>>, timeoutMs: number): ScriptProcess => {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: REPOSITORY, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const waiting = new Set<() => void>();
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    for (const check of waiting) check();
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const overrun = setTimeout(() => {
    child.kill('SIGINT');
    setTimeout(() => child.kill('SIGKILL'), GRACE_MS).unref();
  }, timeoutMs);
  const ended = new Promise<ScriptEnd>((resolve) =>
    child.once('close', (code, signal) => {
      clearTimeout(overrun);
      resolve({ code, signal, stdout, stderr });
    }),
  );
  const printed = (pattern: RegExp): Promise<RegExpExecArray> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        const match = pattern.exec(stdout);
        if (match) {
          waiting.delete(check);
          resolve(match);
        }
      };
      waiting.add(check);
      check();
      void ended.then(({ stderr: errors }) => reject(new Error(`the script ended without printing ${pattern}:\n${stdout}${errors}`)));
    });
  return { child, printed, ended };
};

/** Runs it to its end. */
export const runScript = (args: readonly string[], env: Readonly<Record<string, string>>, timeoutMs: number): Promise<ScriptEnd> => startScript(args, env, timeoutMs).ended;
