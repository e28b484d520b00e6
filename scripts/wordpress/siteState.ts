// What a local WordPress's data directory remembers between starts, in
// site.json: the passwords and salts generated on its first start (WordPress
// keeps only hashes), and whether its install finished.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SALT_NAMES } from './wpConfig.ts';

export interface SiteState {
  readonly databasePassword: string;
  readonly adminPassword: string;
  readonly salts: Readonly<Record<string, string>>;
  /** Set once WordPress is installed and the plugin active: the directory can be reused. */
  readonly applicationPassword?: string;
}

const FILE = 'site.json';

/** Letters and digits only: safe in SQL, PHP, shell lines and Basic auth. */
export const randomToken = (length: number): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
};

export const newSiteState = (): SiteState => ({
  databasePassword: randomToken(24),
  adminPassword: randomToken(20),
  salts: Object.fromEntries(SALT_NAMES.map((name) => [name, randomToken(64)])),
});

export const readSiteState = (dataDir: string): SiteState | undefined => {
  const path = join(dataDir, FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as SiteState) : undefined;
};

export const writeSiteState = (dataDir: string, state: SiteState): void => {
  writeFileSync(join(dataDir, FILE), `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
};
