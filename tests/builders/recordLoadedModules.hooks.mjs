// The resolve hook of recordLoadedModules.mjs: each ES module's URL, as resolved.
import { appendFileSync } from 'node:fs';

let file;

export const initialize = (data) => {
  file = data.file;
};

export const resolve = async (specifier, context, nextResolve) => {
  const resolved = await nextResolve(specifier, context);
  appendFileSync(file, `${resolved.url}\n`);
  return resolved;
};
