// The built server as the scripts start it. It runs the build: `npm test` builds
// before vitest (scripts/test-all.mjs); alone, run `npm run build` first.
// Ports 3270 to 3274, one per test (tests/scripts/scriptsSmoke.test.ts has 3275 to 3279).
import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startBuiltServer } from '../../../scripts/lib/startBuiltServer.ts';
import { builtServersOn, portIsFree } from '../../builders/leftBehind.ts';
import { startScript } from '../../builders/scriptProcess.ts';

/** A script of a few lines that starts the server on the port, says so, then does `then`. */
const scriptStartingServer = (port: number, then: string): string[] => [
  '--input-type=module',
  '-e',
  `import { startBuiltServer } from './scripts/lib/startBuiltServer.ts';
   const server = await startBuiltServer({ port: ${port} });
   console.log('server ' + server.pid + ' ready');
   ${then}`,
];

describe('starting the built server for a script', () => {
  it('answers on the port it was given once ready, and frees the port when stopped', async () => {
    const server = await startBuiltServer({ port: 3270 });
    try {
      expect(server.origin).toBe('http://127.0.0.1:3270');
      expect((await fetch('http://127.0.0.1:3270/healthz')).status).toBe(200);
      expect(builtServersOn(3270)).toEqual([server.pid]);
    } finally {
      await server.stop();
    }
    expect(await portIsFree(3270)).toBe(true);
    expect(builtServersOn(3270)).toEqual([]);
  }, 40_000);

  it('refuses a port something else listens on, rather than take its answers for its own', async () => {
    const squatter = createServer().listen(3271, '127.0.0.1');
    await once(squatter, 'listening');
    try {
      await expect(startBuiltServer({ port: 3271 })).rejects.toThrow(/port 3271 .*taken/);
      expect(builtServersOn(3271)).toEqual([]);
    } finally {
      squatter.close();
    }
  });

  it('fails with the last lines the server wrote when it ends before it is ready', async () => {
    const start = startBuiltServer({ port: 3272, env: { LOG_LEVEL: 'LOUDEST' } });
    await expect(start).rejects.toThrow(/ended .* before it was ready:[\s\S]*LOG_LEVEL/);
    expect(await portIsFree(3272)).toBe(true);
  }, 40_000);

  it('stops the server when the script is interrupted (Ctrl-C), and the script ends as interrupted', async () => {
    const script = startScript(scriptStartingServer(3273, 'setInterval(() => {}, 1000);'), {}, 40_000);
    const [, pid] = await script.printed(/server (\d+) ready/);
    expect(builtServersOn(3273)).toEqual([Number(pid)]);
    script.child.kill('SIGINT');
    const end = await script.ended;
    expect(end.code).toBe(130);
    expect(builtServersOn(3273)).toEqual([]);
    expect(await portIsFree(3273)).toBe(true);
  }, 60_000);

  it('leaves no server behind when the script fails while it runs', async () => {
    const end = await startScript(scriptStartingServer(3274, "throw new Error('the script failed');"), {}, 40_000).ended;
    expect(end.stdout).toMatch(/server \d+ ready/);
    expect(end.code).toBe(1);
    expect(end.stderr).toContain('the script failed');
    expect(builtServersOn(3274)).toEqual([]);
    expect(await portIsFree(3274)).toBe(true);
  }, 60_000);
});
