// The secrets Newsdesk and the local WordPress share (PURGE_TOKEN and
// NEWSDESK_PURGE_TOKEN, PREVIEW_SECRET and NEWSDESK_PREVIEW_SECRET), and
// Newsdesk's own key of reader hashes (SIGNALS_SECRET, never given to WordPress):
// random on the first run, then kept in the newsroom's data directory, so that a
// restart keeps purges, open preview links and the day's readers working.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomToken } from './siteState.ts';

export interface NewsroomSecrets {
  readonly purgeToken: string;
  readonly previewSecret: string;
  readonly signalsSecret: string;
}

export const newsroomSecrets = (dataDir: string): NewsroomSecrets => {
  const path = join(dataDir, 'secrets.json');
  const kept = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Partial<NewsroomSecrets>) : {};
  if (kept.purgeToken && kept.previewSecret && kept.signalsSecret) return kept as NewsroomSecrets;
  // Newsdesk asks at least 16, 32 and 32 characters; a data directory made before SIGNALS_SECRET keeps its others.
  const secrets = { purgeToken: kept.purgeToken ?? randomToken(32), previewSecret: kept.previewSecret ?? randomToken(48), signalsSecret: randomToken(48) };
  writeFileSync(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
};
