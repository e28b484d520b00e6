// A one-shot program (mariadb-install-db, the mariadb client, php on a script):
// its output collected, a non-zero exit turned into an error that shows it.
import { execFile } from 'node:child_process';

export interface CommandResult {
  readonly stdout: string;
  readonly stderr: string;
}

export interface CommandOptions {
  readonly cwd?: string;
  readonly timeoutMs?: number;
  /** Ends it (SIGTERM) when aborted. */
  readonly signal?: AbortSignal;
}

const MAX_OUTPUT = 256 * 1024 * 1024;

/** The tail of a long output: enough to read an error, not a page of noise. */
export const lastLines = (text: string, lines = 30): string => text.trimEnd().split('\n').slice(-lines).join('\n');

export const runCommand = (command: string, args: readonly string[], options: CommandOptions = {}): Promise<CommandResult> =>
  new Promise((resolve, reject) => {
    execFile(command, [...args], { cwd: options.cwd, timeout: options.timeoutMs ?? 0, signal: options.signal, maxBuffer: MAX_OUTPUT, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (!error) {
        resolve({ stdout, stderr });
        return;
      }
      const how = error.killed ? `was killed (${error.signal ?? 'timeout'})` : `exited with ${String(error.code)}`;
      const shown = [lastLines(stderr), lastLines(stdout)].filter(Boolean).join('\n');
      reject(new Error(`${command} ${how}${shown ? `:\n${shown}` : ''}`));
    });
  });
