// One real WordPress (MariaDB and php -S) for the whole WordPress test run, the
// demo content imported into it, stopped after the last file. Tests reach it
// through fixtures.ts. Its `now` is the run's start: the plugin counts its date
// windows (search's qdata, popular posts) from the real clock.
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { importDemoContent } from '../../scripts/wordpress/importDemo.ts';
import { startLocalWordpress } from '../../scripts/wordpress/localWordpress.ts';
import { SIGNALS_TOKEN } from './fixtures.ts';

const QUERY_COUNT_PLUGIN = fileURLToPath(new URL('mu-plugins/newsdesk-test-query-count.php', import.meta.url));
const DATABASE_FAULTS_PLUGIN = fileURLToPath(new URL('mu-plugins/newsdesk-test-database-faults.php', import.meta.url));
const MEDIA_CDN_PLUGIN = fileURLToPath(new URL('mu-plugins/newsdesk-test-media-cdn.php', import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const now = new Date();
  const wordpress = await startLocalWordpress({ muPlugins: [QUERY_COUNT_PLUGIN, DATABASE_FAULTS_PLUGIN, MEDIA_CDN_PLUGIN], constants: { NEWSDESK_SIGNALS_TOKEN: SIGNALS_TOKEN } });
  try {
    await importDemoContent(wordpress, { now });
  } catch (error) {
    await wordpress.stop();
    throw error;
  }
  project.provide('localWordpress', wordpress.info);
  project.provide('demoNow', now.toISOString());
  project.provide('setupDebugLog', wordpress.debugLog());
  return () => wordpress.stop();
}
