import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';

// The real entry, as `npm start` runs it (through tsx instead of the bundle).
const start = (env: Record<string, string>) =>
  spawnSync('npx', ['tsx', 'server/main.ts'], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 20_000 });

describe('server start-up', () => {
  it('stops with one clear line when APP_ENV is wrong', () => {
    const result = start({ APP_ENV: 'prod' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n').filter((l) => !l.includes('npm warn'))).toEqual([
      'newsdesk: APP_ENV="prod" is not valid: expected production or staging.',
    ]);
  });

  it('stops with one clear line when MEDIA_ORIGINS names something that is not an origin', () => {
    const result = start({ MEDIA_ORIGINS: 'https://cdn.example.net/uploads' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n').filter((l) => !l.includes('npm warn'))).toEqual([
      'newsdesk: MEDIA_ORIGINS="https://cdn.example.net/uploads" is not valid: expected http(s) origins separated by commas, scheme, host and optional port without path, such as https://cdn.example.net,https://media.example.org:8443.',
    ]);
  });

  it('stops with one clear line when CONTENT_API_URL is not a content API base', () => {
    const result = start({ CONTENT_API_URL: 'ftp://cms.example.org' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('newsdesk: CONTENT_API_URL="ftp://cms.example.org" is not valid: expected an http(s) URL ending in /wp-json/wp.');
  });
});
