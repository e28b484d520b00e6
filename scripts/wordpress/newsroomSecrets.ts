// The secrets Newsdesk and the local WordPress share (PURGE_TOKEN and
// NEWSDESK_PURGE_TOKEN, PREVIEW_SECRET and NEWSDESK_PREVIEW_SECRET): random on
// the first run, then kept in the newsroom's data directory, so that a restart
// keeps purges and open preview links working.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomToken } from './siteState.ts';

export interface NewsroomSecrets {
  readonly purgeToken: string;
  readonly previewSecret: string;
}

export const newsroomSecrets = (dataDir: string): NewsroomSecrets => {
  const path = join(dataDir, 'secrets.json');
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as NewsroomSecrets;
  // Newsdesk asks at least 16 and 32 characters.
  const secrets = { purgeToken: randomToken(32), previewSecret: randomToken(48) };
  writeFileSync(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
};
