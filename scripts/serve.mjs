// `npm run serve`: runs the build already in dist/ (`npm run build`), as an
// operator deploys Newsdesk: build once, then start as many instances as the
// machine takes from that one build, each with its own PORT (docs/serving.md).
import { existsSync } from 'node:fs';

const entry = new URL('../dist/server/main.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('npm run serve: there is no build in dist/. Run `npm run build` once, then `npm run serve` for each instance (or `npm start`, which builds and serves).');
  process.exit(1);
}
await import(entry.href);
