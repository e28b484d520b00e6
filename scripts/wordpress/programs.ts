// The Debian programs a local WordPress runs on, looked up once: when any is
// missing the start fails with one message that names them and the line that
// installs them all, instead of a spawn error halfway through a setup.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const DEBIAN_INSTALL = 'apt-get install -y --no-install-recommends wordpress php-cli php-mysql php-curl php-xml php-mbstring php-gd mariadb-server';

/** Debian's WordPress package: the files copied into every local site. */
export const WORDPRESS_SOURCE = '/usr/share/wordpress';

export interface Programs {
  readonly mariadbInstallDb: string;
  readonly mariadbd: string;
  readonly mariadb: string;
  readonly php: string;
}

// mariadbd lives in /usr/sbin, which a non-root PATH often lacks.
const SBIN = ['/usr/local/sbin', '/usr/sbin', '/sbin'];

const executable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const locate = (name: string): string | undefined =>
  [...(process.env['PATH'] ?? '').split(delimiter).filter(Boolean), ...SBIN].map((dir) => join(dir, name)).find(executable);

/** PHP without mysqli (php-mysql) starts, then fails on WordPress's first page. */
const phpHasMysqli = (php: string): boolean => spawnSync(php, ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);']).status === 0;

export const findPrograms = (): Programs => {
  const found = {
    mariadbInstallDb: locate('mariadb-install-db'),
    mariadbd: locate('mariadbd'),
    mariadb: locate('mariadb'),
    php: locate('php'),
  };
  const missing = [
    ...(found.mariadbInstallDb ? [] : ['mariadb-install-db']),
    ...(found.mariadbd ? [] : ['mariadbd']),
    ...(found.mariadb ? [] : ['mariadb']),
    ...(found.php ? (phpHasMysqli(found.php) ? [] : ["PHP's mysqli extension"]) : ['php']),
    ...(existsSync(join(WORDPRESS_SOURCE, 'wp-load.php')) ? [] : [WORDPRESS_SOURCE]),
  ];
  if (missing.length > 0 || !found.mariadbInstallDb || !found.mariadbd || !found.mariadb || !found.php) {
    throw new Error(`A local WordPress needs ${missing.join(', ')}, not found on this machine. On Debian: ${DEBIAN_INSTALL}`);
  }
  return { mariadbInstallDb: found.mariadbInstallDb, mariadbd: found.mariadbd, mariadb: found.mariadb, php: found.php };
};
