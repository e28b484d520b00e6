// `npm start`: build, then serve that build, in one command for a newcomer.
// Each run builds into a folder of its own (.builds/<pid>) and serves from it, so
// two instances started from one checkout at once never empty a build the other
// is running (the server loads some of its chunks lazily, long after it starts).
// An operator builds once and starts N instances from that one build instead:
// `npm run build`, then `npm run serve` per instance (docs/serving.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const BUILDS = '.builds';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

// Builds left by instances that are gone (killed with SIGKILL, the machine restarted).
if (existsSync(BUILDS)) {
  for (const name of readdirSync(BUILDS)) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || !alive(pid)) rmSync(join(BUILDS, name), { recursive: true, force: true });
  }
}

const own = join(BUILDS, String(process.pid));
process.on('exit', () => rmSync(own, { recursive: true, force: true }));

for (const [config, folder] of [['vite.client.config.ts', 'client'], ['vite.server.config.ts', 'server']]) {
  const build = spawnSync('npx', ['vite', 'build', '--config', config, '--outDir', join(own, folder), '--emptyOutDir'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`npm start: the ${folder} build failed (above); nothing was started.`);
    process.exit(build.status ?? 1);
  }
}

await import(pathToFileURL(join(own, 'server', 'main.js')).href);
