// What `npm test` needs from the machine, and what to do when it lacks some of it:
// pure decisions over answers a probe gives (scripts/setup/systemPackages.mjs asks
// the real machine; the tests ask a fake one). Plain JavaScript with node built-ins
// only, because it runs before anything else, on whatever Node the reader has.

/**
 * The Debian packages of `npm test`, each with the question that tells it is there.
 * Named by package, as apt installs them; the question is about what the tests run.
 * `withoutRecommends`: WordPress's recommended themes and translations are not needed.
 */
const SYSTEM_PACKAGES = [
  // The browser tests and Lighthouse drive the system's Chromium (CHROME_PATH, or /usr/bin/chromium).
  { name: 'chromium', present: (probe) => probe.executable(probe.chromePath) },
  // The browser tests measure text with a known font set: Debian's Noto, the family Android phones use.
  { name: 'fonts-noto-core', present: (probe) => probe.fontFamily('Noto Sans') },
  // The W3C HTML checker (vnu-jar) is a Java program.
  { name: 'default-jre-headless', present: (probe) => probe.command('java') },
  // The sitemap tests validate against the schema with xmllint.
  { name: 'libxml2-utils', present: (probe) => probe.command('xmllint') },
  // The shared cache tests run a real Redis.
  { name: 'redis-server', present: (probe) => probe.command('redis-server') },
  // The WordPress tests run Debian's WordPress on PHP and MariaDB.
  { name: 'wordpress', present: (probe) => probe.file('/usr/share/wordpress/wp-load.php'), withoutRecommends: true },
  { name: 'php-cli', present: (probe) => probe.command('php'), withoutRecommends: true },
  { name: 'php-mysql', present: (probe) => probe.phpExtension('mysqli'), withoutRecommends: true },
  { name: 'php-curl', present: (probe) => probe.phpExtension('curl'), withoutRecommends: true },
  { name: 'php-xml', present: (probe) => probe.phpExtension('dom'), withoutRecommends: true },
  { name: 'php-mbstring', present: (probe) => probe.phpExtension('mbstring'), withoutRecommends: true },
  // The test corpus draws its stand-in images, and WordPress makes their sizes, with GD.
  { name: 'php-gd', present: (probe) => probe.phpExtension('gd'), withoutRecommends: true },
  { name: 'mariadb-server', present: (probe) => probe.command('mariadbd') && probe.command('mariadb-install-db'), withoutRecommends: true },
];

/** The packages whose question the probe answers no, in the table's order. */
export const missingPackages = (probe) => SYSTEM_PACKAGES.filter((item) => !item.present(probe));

/** The apt-get runs that install `missing`: an update, then one install per kind of install. */
const aptCommands = (missing) => {
  const plain = missing.filter((item) => !item.withoutRecommends).map((item) => item.name);
  const lean = missing.filter((item) => item.withoutRecommends).map((item) => item.name);
  return [
    ['apt-get', 'update'],
    ...(plain.length > 0 ? [['apt-get', 'install', '-y', ...plain]] : []),
    ...(lean.length > 0 ? [['apt-get', 'install', '-y', '--no-install-recommends', ...lean]] : []),
  ];
};

/**
 * What to do about the missing packages: nothing; install them (root, with apt-get,
 * as Playwright's `install --with-deps` does); or stop with one line a person can
 * act on: the one command to paste, or, without apt-get, what to install.
 */
export const setupPlan = ({ missing, root, aptGet }) => {
  if (missing.length === 0) return { kind: 'ready' };
  const names = missing.map((item) => item.name);
  if (!aptGet) {
    return { kind: 'stop', line: `npm test needs system packages this machine lacks and it has no apt-get to install them: install the equivalents of Debian's ${names.join(' ')}, then run npm test again.` };
  }
  const commands = aptCommands(missing);
  if (root) return { kind: 'install', names, commands };
  const line = commands.map((command) => `sudo ${command.join(' ')}`).join(' && ');
  return { kind: 'stop', line: `npm test needs system packages that only root can install; run this, then npm test again: ${line}` };
};

const parseVersion = (text) => {
  const match = /(\d+)\.(\d+)(?:\.(\d+))?/.exec(text);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)] : undefined;
};

const atLeast = (actual, minimum) => {
  for (let i = 0; i < 3; i += 1) if (actual[i] !== minimum[i]) return actual[i] > minimum[i];
  return true;
};

/**
 * The one line to print when this Node is older than package.json's `engines.node`
 * (a `>=major.minor[.patch]` range), or undefined when it is recent enough. Debian 12's
 * own Node is 18: the build needs newer, and says so at once rather than in a stack trace.
 */
export const nodeVersionProblem = (engines, actual) => {
  const minimum = parseVersion(engines);
  const current = parseVersion(actual);
  if (!minimum || !current || atLeast(current, minimum)) return undefined;
  const wanted = minimum[2] === 0 ? `${minimum[0]}.${minimum[1]}` : minimum.join('.');
  return `Node ${actual.replace(/^v/, '')} is too old: Newsdesk needs Node ${wanted} or later (package.json's engines); install it, then run npm ci and npm test again.`;
};
