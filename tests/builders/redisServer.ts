// A real redis-server for adapter tests: a child process on a free loopback
// port that saves nothing to disk. Stop it in afterAll; should a test process
// end without that, it is killed on exit all the same. kill() and pause() stand
// for an outage and for a Redis too slow to answer; restart() brings it back
// on the same port, as ops would.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createConnection } from 'node:net';
import { freePort } from '../../scripts/lib/freePort.ts';
import { tmpdir } from 'node:os';

export interface RedisServer {
  readonly url: string;
  readonly port: number;
  /** Ends it gracefully (SIGTERM, then SIGKILL after a while). */
  stop(): Promise<void>;
  /** Ends it at once (SIGKILL): an outage. */
  kill(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open, nothing answers. */
  pause(): void;
  resume(): void;
  /** Starts it again on the same port, stopping it first if it runs. */
  restart(): Promise<void>;
}

const MISSING = 'redis-server is not on PATH; the Redis adapter tests need it: apt-get install -y redis-server';
const STARTUP_MS = 5_000;
const STOP_MS = 2_000;


/** Whether something on the port answers a Redis PING, asked over a bare socket. */
const answersPing = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    const done = (answered: boolean): void => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(200, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });

const running = (child: ChildProcess): boolean => child.exitCode === null && child.signalCode === null;

const launch = async (port: number): Promise<ChildProcess> => {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir()], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-2_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // spawn reports a missing program as an 'error' event, not as a throw.
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new Error(MISSING) : error));
    child.once('exit', (code, signal) => reject(new Error(`redis-server ended (${signal ?? code}) before answering PING:\n${output}`)));
  });
  failed.catch(() => undefined);
  const answered = (async () => {
    const deadline = Date.now() + STARTUP_MS;
    while (Date.now() < deadline) {
      if (await answersPing(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`redis-server did not answer PING on port ${port} within ${STARTUP_MS} ms:\n${output}`);
  })();
  try {
    await Promise.race([answered, failed]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
};

const ended = async (child: ChildProcess, signal: NodeJS.Signals): Promise<void> => {
  if (!running(child)) return;
  const exit = once(child, 'exit');
  // A paused server handles no SIGTERM until it runs again.
  child.kill('SIGCONT');
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_MS);
  await exit;
  clearTimeout(timer);
};

export const startRedisServer = async (): Promise<RedisServer> => {
  const port = await freePort();
  let child = await launch(port);
  // The last resort: a process left behind would hold the port after the tests.
  const killOnExit = (): void => void child.kill('SIGKILL');
  process.on('exit', killOnExit);

  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      await ended(child, 'SIGTERM');
      process.off('exit', killOnExit);
    },
    kill: () => ended(child, 'SIGKILL'),
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    restart: async () => {
      await ended(child, 'SIGTERM');
      child = await launch(port);
      process.off('exit', killOnExit).on('exit', killOnExit);
    },
  };
};
