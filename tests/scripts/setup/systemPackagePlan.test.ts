// What `npm test` decides about the machine before it runs anything: which Debian
// packages are missing, and whether it installs them or stops with one line. Every
// machine here is a fake probe; no test runs apt-get.
import { describe, expect, it } from 'vitest';
import { missingPackages, nodeVersionProblem, setupPlan, type MachineProbe } from '../../../scripts/setup/systemPackagePlan.mjs';

/** A machine where everything the tests run is installed. */
const complete: MachineProbe = {
  chromePath: '/usr/bin/chromium',
  executable: (path) => path === '/usr/bin/chromium',
  command: () => true,
  file: () => true,
  fontFamily: () => true,
  phpExtension: () => true,
};

/** A Debian machine with only Node and git: no program, no font, no PHP. */
const bare: MachineProbe = {
  chromePath: '/usr/bin/chromium',
  executable: () => false,
  command: () => false,
  file: () => false,
  fontFamily: () => false,
  phpExtension: () => false,
};

const names = (probe: MachineProbe): string[] => missingPackages(probe).map((item) => item.name);

describe('which system packages a machine lacks', () => {
  it('lacks none on a machine with every program, font and PHP extension', () => {
    expect(names(complete)).toEqual([]);
  });

  it('lacks every package of the README on a bare machine', () => {
    expect(names(bare).sort()).toEqual(
      ['chromium', 'default-jre-headless', 'fonts-noto-core', 'libxml2-utils', 'mariadb-server', 'php-cli', 'php-curl', 'php-gd', 'php-mbstring', 'php-mysql', 'php-xml', 'redis-server', 'wordpress'].sort(),
    );
  });

  it('looks for Chromium where CHROME_PATH points, not on PATH', () => {
    expect(names({ ...complete, chromePath: '/opt/chrome/chrome' })).toEqual(['chromium']);
    expect(names({ ...complete, chromePath: '/opt/chrome/chrome', executable: (path) => path === '/opt/chrome/chrome' })).toEqual([]);
  });

  it('names the package, not the program: java is default-jre-headless, xmllint is libxml2-utils', () => {
    expect(names({ ...complete, command: (name) => name !== 'java' && name !== 'xmllint' })).toEqual(['default-jre-headless', 'libxml2-utils']);
  });

  it('asks for the Noto font by family', () => {
    const asked: string[] = [];
    expect(names({ ...complete, fontFamily: (family) => (asked.push(family), false) })).toEqual(['fonts-noto-core']);
    expect(asked).toEqual(['Noto Sans']);
  });

  it('asks for the PHP extension a package brings, so a PHP without mysqli still gets php-mysql', () => {
    expect(names({ ...complete, phpExtension: (name) => name !== 'mysqli' })).toEqual(['php-mysql']);
  });

  it('needs both MariaDB programs the local WordPress starts', () => {
    expect(names({ ...complete, command: (name) => name !== 'mariadb-install-db' })).toEqual(['mariadb-server']);
  });
});

describe('what npm test does about missing packages', () => {
  it('goes on when nothing is missing, root or not', () => {
    expect(setupPlan({ missing: [], root: false, aptGet: false })).toEqual({ kind: 'ready' });
    expect(setupPlan({ missing: [], root: true, aptGet: true })).toEqual({ kind: 'ready' });
  });

  it('installs as root with apt-get: an update, then WordPress and its PHP without recommended packages', () => {
    const plan = setupPlan({ missing: missingPackages(bare), root: true, aptGet: true });
    expect(plan.kind).toBe('install');
    if (plan.kind !== 'install') return;
    expect(plan.commands).toEqual([
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', 'chromium', 'fonts-noto-core', 'default-jre-headless', 'libxml2-utils', 'redis-server'],
      ['apt-get', 'install', '-y', '--no-install-recommends', 'wordpress', 'php-cli', 'php-mysql', 'php-curl', 'php-xml', 'php-mbstring', 'php-gd', 'mariadb-server'],
    ]);
  });

  it('installs only what is missing, with no empty install command', () => {
    const plan = setupPlan({ missing: missingPackages({ ...complete, command: (name) => name !== 'redis-server' }), root: true, aptGet: true });
    expect(plan).toEqual({ kind: 'install', names: ['redis-server'], commands: [['apt-get', 'update'], ['apt-get', 'install', '-y', 'redis-server']] });
  });

  it('stops a non-root user with one line holding the one command to run with sudo', () => {
    const plan = setupPlan({ missing: missingPackages({ ...complete, command: (name) => name !== 'xmllint' && name !== 'php' }), root: false, aptGet: true });
    expect(plan.kind).toBe('stop');
    if (plan.kind !== 'stop') return;
    expect(plan.line).not.toContain('\n');
    expect(plan.line).toMatch(/root/);
    expect(plan.line).toContain('sudo apt-get update && sudo apt-get install -y libxml2-utils && sudo apt-get install -y --no-install-recommends php-cli');
  });

  it('stops without apt-get, root or not, naming the Debian packages to find equivalents of', () => {
    for (const root of [true, false]) {
      const plan = setupPlan({ missing: missingPackages({ ...complete, command: (name) => name !== 'java' }), root, aptGet: false });
      expect(plan.kind).toBe('stop');
      if (plan.kind !== 'stop') continue;
      expect(plan.line).not.toContain('\n');
      expect(plan.line).toContain('default-jre-headless');
      expect(plan.line).not.toContain('sudo');
    }
  });
});

describe('whether this Node is recent enough', () => {
  it('accepts the minimum of engines and anything later', () => {
    for (const version of ['20.19.0', '20.20.2', '22.1.0', 'v24.0.0']) expect(nodeVersionProblem('>=20.19', version)).toBeUndefined();
  });

  it("refuses Debian 12's Node 18 and an earlier Node 20 with one line naming both versions", () => {
    for (const version of ['18.19.0', '20.18.3', 'v16.20.2']) {
      const line = nodeVersionProblem('>=20.19', version);
      expect(line).toContain(`Node ${version.replace(/^v/, '')} is too old`);
      expect(line).toContain('Node 20.19 or later');
      expect(line).not.toContain('\n');
    }
  });

  it('compares the patch when engines names one', () => {
    expect(nodeVersionProblem('>=20.19.2', '20.19.1')).toContain('Node 20.19.2 or later');
    expect(nodeVersionProblem('>=20.19.2', '20.19.2')).toBeUndefined();
  });
});
