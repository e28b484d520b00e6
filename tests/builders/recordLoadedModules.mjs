// Preloaded into a server process (`node --import` this file): records every
// module it loads, so a test can tell which build of each package ran. ES modules
// through a resolve hook (module.register: what was resolved), CommonJS ones from
// require.cache at exit (what ran); both into the file named by
// LOADED_MODULES_FILE, one path a line.
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const file = process.env.LOADED_MODULES_FILE;
if (file) {
  register(new URL('./recordLoadedModules.hooks.mjs', import.meta.url), { data: { file } });
  const require = createRequire(import.meta.url);
  // Only modules that ran: Node's ESM loader also caches, unevaluated, the modules a
  // CommonJS file might re-export (both of React's builds), to read their export names.
  process.on('exit', () => appendFileSync(file, `${Object.values(require.cache).filter((module) => module?.loaded).map((module) => module.filename).join('\n')}\n`));
}
