// The first step of `npm test` (scripts/test-all.mjs) and of CI (.ci/run): this Node
// is recent enough, and the system packages the tests run are there. As root with
// apt-get, it installs the missing ones; otherwise it stops within a second with one
// line saying what to run. The decisions are in systemPackagePlan.mjs; this file only
// asks the machine and acts. `node scripts/setup/systemPackages.mjs` runs it alone.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingPackages, nodeVersionProblem, setupPlan } from './systemPackagePlan.mjs';

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

// mariadbd lives in /usr/sbin, which a non-root PATH often lacks.
const searchPath = () => [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/local/sbin', '/usr/sbin', '/sbin'];
const command = (name) => searchPath().some((dir) => executable(join(dir, name)));

const succeeds = (program, args) => command(program) && spawnSync(program, args, { stdio: 'ignore' }).status === 0;

/** The real machine's answers to the plan's questions. */
const machine = {
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  executable,
  command,
  file: existsSync,
  fontFamily: (family) => command('fc-list') && spawnSync('fc-list', [family, 'family'], { encoding: 'utf8' }).stdout.trim() !== '',
  phpExtension: (name) => succeeds('php', ['-r', `exit(extension_loaded(${JSON.stringify(name)}) ? 0 : 1);`]),
};

const stop = (line) => {
  console.error(`newsdesk: ${line}`);
  process.exit(1);
};

/** Runs one apt-get command quietly; on failure, stops with apt's own last words. */
const apt = (args) => {
  const result = spawnSync(args[0], [args[1], '-qq', ...args.slice(2)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    stop(`${args.join(' ')} failed (exit ${result.status ?? result.signal}); its output is above.`);
  }
};

/** Checks Node and the system packages; installs what it can, or exits with one line. */
export const setUpSystem = () => {
  const engines = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).engines.node;
  const tooOld = nodeVersionProblem(engines, process.versions.node);
  if (tooOld) stop(tooOld);

  const plan = setupPlan({ missing: missingPackages(machine), root: process.getuid?.() === 0, aptGet: command('apt-get') });
  if (plan.kind === 'stop') stop(plan.line);
  if (plan.kind === 'install') {
    console.log(`newsdesk: installing the system packages npm test needs with apt-get: ${plan.names.join(' ')}`);
    for (const args of plan.commands) apt(args);
    const still = missingPackages(machine).map((item) => item.name);
    if (still.length > 0) stop(`apt-get installed ${plan.names.join(' ')}, yet ${still.join(' ')} is still missing.`);
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) setUpSystem();
