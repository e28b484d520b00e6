// What a script may leave behind once it has ended: a process of the built server
// still running, or a loopback port still held.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Whether nothing listens on the loopback port: this process can listen there itself. */
export const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

const readOrEmpty = (path: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return ''; // ended meanwhile, or not ours to read
  }
};

/** The pids of processes running the build (dist/server/main.js) with PORT=port in their environment (Linux /proc). */
export const builtServersOn = (port: number): number[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => readOrEmpty(`/proc/${pid}/cmdline`).includes('dist/server/main.js'))
    .filter((pid) => readOrEmpty(`/proc/${pid}/environ`).split('\0').includes(`PORT=${port}`))
    .map(Number);
