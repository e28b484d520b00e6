// The real server entry (server/main.ts, through tsx) as a child process on a
// free loopback port: what ops run, with its signals, exit code and logs.
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

export const startServerProcess = async (env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'production', ...env },
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
