// A server a script runs (the built site, mariadbd, php -S) as a child process in
// a process group of its own: php -S forks its workers, which outlive a SIGTERM
// sent to the parent alone, so signals go to the whole group. Its output is kept
// quietly (the last lines, for error messages); it is killed should this process
// exit without stopping it. Being in a group of its own, it does not get the
// terminal's Ctrl-C: a SIGINT, SIGTERM or SIGHUP to this process stops it, then
// ends this process, unless the script handles that signal itself (and stops it).
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Daemon {
  readonly pid: number;
  /** The last lines it wrote, stdout and stderr together. */
  output(): string;
  /** SIGTERM to its group, SIGKILL if it has not ended after a few seconds. */
  stop(): Promise<void>;
  /** Resolves when it has ended, stopped or not. */
  readonly exited: Promise<void>;
}

export interface DaemonSpec {
  /** How error messages name it. */
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
  readonly cwd?: string;
  /** Resolves true once it serves. */
  readonly ready: () => Promise<boolean>;
  readonly startupMs: number;
  readonly stopMs: number;
  /**
   * Also copies its output to this process's stderr: all of it (a server whose logs someone
   * watches), or its stderr alone (a script whose own figures go to stdout).
   */
  readonly echo?: 'all' | 'stderr';
}

const TAIL_CHARS = 4_000;
const POLL_MS = 100;
const DRAIN_MS = 500;

const running = (child: ChildProcess): boolean => child.exitCode === null && child.signalCode === null;

const signalGroup = (pid: number, signal: NodeJS.Signals): void => {
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the group has ended already.
  }
};

/** The daemons started and not yet stopped: what a signal stops. */
const unstopped = new Set<() => Promise<void>>();
const EXIT_SIGNALS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const;

const onSignal = (signal: keyof typeof EXIT_SIGNALS): void => {
  // Listeners of the script's own (the newsroom's) decide how to stop and when to exit.
  if (process.listenerCount(signal) > 1) return;
  void Promise.allSettled([...unstopped].map((stop) => stop())).then(() => process.exit(128 + EXIT_SIGNALS[signal]));
};

const remember = (stop: () => Promise<void>): void => {
  if (unstopped.size === 0) for (const signal of Object.keys(EXIT_SIGNALS)) process.on(signal, onSignal);
  unstopped.add(stop);
};

const forget = (stop: () => Promise<void>): void => {
  if (unstopped.delete(stop) && unstopped.size === 0) for (const signal of Object.keys(EXIT_SIGNALS)) process.off(signal, onSignal);
};

export const launchDaemon = async (spec: DaemonSpec): Promise<Daemon> => {
  const child = spawn(spec.command, [...spec.args], { cwd: spec.cwd, env: spec.env ?? process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const collect = (echo: boolean) => (chunk: Buffer): void => {
    tail = (tail + chunk.toString('utf8')).slice(-TAIL_CHARS);
    if (echo) process.stderr.write(chunk);
  };
  child.stdout?.on('data', collect(spec.echo === 'all'));
  child.stderr?.on('data', collect(spec.echo !== undefined));
  // 'error' stands for a program that never started: there is no 'exit' then.
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  // spawn reports a missing program as an 'error' event, not a throw.
  const failed = new Promise<never>((_, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      // Its last lines (why it ended) may still be in the pipes: reported once they close, or
      // after a moment should a worker it forked hold them open.
      const report = (): void => reject(new Error(`${spec.name} ended (${signal ?? code}) before it was ready:\n${tail}`));
      const drained = setTimeout(report, DRAIN_MS);
      child.once('close', () => {
        clearTimeout(drained);
        report();
      });
    });
  });
  failed.catch(() => undefined);
  const pid = child.pid;
  if (pid === undefined) {
    await failed;
    throw new Error(`${spec.name} did not start`);
  }
  // The last resort: a server left behind would hold its port and its files.
  const killOnExit = (): void => signalGroup(pid, 'SIGKILL');
  process.on('exit', killOnExit);

  const stop = async (): Promise<void> => {
    if (running(child)) {
      signalGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), spec.stopMs);
      await exited;
      clearTimeout(timer);
    } else {
      // Its leader ended on its own: workers it forked may still be there.
      signalGroup(pid, 'SIGKILL');
    }
    process.off('exit', killOnExit);
    forget(stop);
  };
  remember(stop);

  const ready = (async () => {
    const deadline = Date.now() + spec.startupMs;
    while (Date.now() < deadline) {
      if (!running(child)) return failed;
      if (await spec.ready().catch(() => false)) return;
      await sleep(POLL_MS);
    }
    throw new Error(`${spec.name} was not ready within ${spec.startupMs} ms:\n${tail}`);
  })();
  try {
    await Promise.race([ready, failed]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid, output: () => tail, stop, exited };
};
