// A private MariaDB for one local WordPress: its files in the site's data
// directory (created on the first start, reused after), listening on loopback
// only, with one database and one user for WordPress.
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { launchDaemon, type Daemon } from '../lib/daemon.ts';
import type { Programs } from './programs.ts';
import { runCommand } from './runCommand.ts';

export interface DatabaseAccount {
  readonly name: string;
  readonly user: string;
  readonly password: string;
}

export interface MariadbOptions {
  /** The data directory (datadir). */
  readonly dir: string;
  readonly socket: string;
  readonly port: number;
  readonly account: DatabaseAccount;
  /** More mariadbd options. */
  readonly options?: readonly string[];
}

const STARTUP_MS = 30_000;
// InnoDB flushes its buffers on a clean shutdown; a SIGKILL would cost a recovery on the next start.
const STOP_MS = 10_000;

/** Only names and passwords we generate reach SQL; quoting still keeps them literal. */
const sqlString = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const sqlName = (value: string): string => `\`${value.replace(/`/g, '``')}\``;

const client = (programs: Programs, socket: string, sql: string) =>
  runCommand(programs.mariadb, ['--no-defaults', `--socket=${socket}`, '--user=root', '--batch', '-e', sql], { timeoutMs: 10_000 });

export const startMariadb = async (programs: Programs, options: MariadbOptions): Promise<Daemon> => {
  const { dir, socket, port, account } = options;
  const user = userInfo().username;
  if (!existsSync(join(dir, 'mysql'))) {
    await runCommand(programs.mariadbInstallDb, ['--no-defaults', `--datadir=${dir}`, '--auth-root-authentication-method=normal', `--user=${user}`], { timeoutMs: 120_000 });
  }
  const daemon = await launchDaemon({
    name: 'mariadbd',
    command: programs.mariadbd,
    args: ['--no-defaults', `--datadir=${dir}`, `--socket=${socket}`, `--port=${port}`, '--bind-address=127.0.0.1', `--user=${user}`, '--skip-log-bin', ...(options.options ?? [])],
    ready: async () => {
      await client(programs, socket, 'select 1');
      return true;
    },
    startupMs: STARTUP_MS,
    stopMs: STOP_MS,
  });
  try {
    const who = `${sqlString(account.user)}@'127.0.0.1'`;
    // Idempotent, so that a reused data directory passes through it unchanged.
    await client(programs, socket, [
      `create database if not exists ${sqlName(account.name)} character set utf8mb4 collate utf8mb4_unicode_520_ci`,
      `create user if not exists ${who} identified by ${sqlString(account.password)}`,
      `grant all on ${sqlName(account.name)}.* to ${who}`,
    ].join('; '));
  } catch (error) {
    await daemon.stop();
    throw error;
  }
  return daemon;
};
