import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('configuration', () => {
  it('defaults to port 3000 on all interfaces, production paths and the embedded demo content', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', appEnv: 'production', contentApiUrl: undefined, siteOrigin: 'http://localhost:3000', logLevel: 'ERROR', gtmId: undefined, adsenseClient: undefined });
  });

  it('derives the site origin from PORT when SITE_ORIGIN is unset', () => {
    expect(loadConfig({ PORT: '8080' }).siteOrigin).toBe('http://localhost:8080');
  });

  it('logs at DEBUG in development and ERROR in production unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).logLevel).toBe('DEBUG');
    expect(loadConfig({ APP_ENV: 'production' }).logLevel).toBe('ERROR');
    expect(loadConfig({ LOG_LEVEL: 'WARN' }).logLevel).toBe('WARN');
  });

  it('reuses content API answers for 30 s unless CONTENT_CACHE_TTL_MS says otherwise; 0 turns that off', () => {
    expect(loadConfig({}).contentCacheTtlMs).toBe(30_000);
    expect(loadConfig({ CONTENT_CACHE_TTL_MS: '0' }).contentCacheTtlMs).toBe(0);
    expect(() => loadConfig({ CONTENT_CACHE_TTL_MS: '-1' })).toThrow(new ConfigError('CONTENT_CACHE_TTL_MS="-1" is not valid: expected an integer from 0 (no cache) to 3600000.'));
  });

  it('requires SIGNALS_SECRET in production wherever reader signals are counted for a WordPress, and refuses a short one', () => {
    const counting = { CONTENT_API_URL: 'https://cms.example.org/wp-json/wp', PURGE_TOKEN: 'p'.repeat(16) };
    expect(() => loadConfig(counting)).toThrow(/^SIGNALS_SECRET is required to count reader signals in production: expected at least 32 characters/);
    expect(() => loadConfig({ CONTENT_API_URL: counting.CONTENT_API_URL, SIGNALS_TOKEN: 's'.repeat(16) })).toThrow(/SIGNALS_SECRET is required/);
    expect(() => loadConfig({ ...counting, SIGNALS_SECRET: 'k'.repeat(31) })).toThrow(/^SIGNALS_SECRET="k{31}" is not valid/);
    expect(loadConfig({ ...counting, SIGNALS_SECRET: 'k'.repeat(32) }).signalsSecret).toBe('k'.repeat(32));
    // Nothing counted (no token), staging, or the embedded demo: the server makes one up.
    expect(loadConfig({ CONTENT_API_URL: counting.CONTENT_API_URL }).signalsSecret).toBeUndefined();
    expect(loadConfig({ ...counting, APP_ENV: 'staging' }).signalsSecret).toBeUndefined();
    expect(loadConfig({ PURGE_TOKEN: counting.PURGE_TOKEN }).signalsSecret).toBeUndefined();
  });

  it('has no previews without PREVIEW_SECRET, and refuses a secret shorter than 32 characters at start', () => {
    expect(loadConfig({}).previewSecret).toBeUndefined();
    expect(loadConfig({ PREVIEW_SECRET: 'k'.repeat(32) }).previewSecret).toBe('k'.repeat(32));
    expect(() => loadConfig({ PREVIEW_SECRET: 'k'.repeat(31) })).toThrow(/^PREVIEW_SECRET="k{31}" is not valid: expected at least 32 characters without spaces/);
    expect(() => loadConfig({ PREVIEW_SECRET: `${'k'.repeat(20)} ${'k'.repeat(20)}` })).toThrow(/PREVIEW_SECRET/);
  });

  it('accepts a content API base ending in /wp-json/wp, trailing slash or not', () => {
    expect(loadConfig({ CONTENT_API_URL: 'https://cms.example.org/wp-json/wp/' }).contentApiUrl).toBe('https://cms.example.org/wp-json/wp');
  });

  it('lets iframes of YouTube (privacy-enhanced) and Vimeo into editorial HTML unless EMBED_HOSTS names others', () => {
    expect(loadConfig({}).embedHosts).toEqual(['www.youtube-nocookie.com', 'player.vimeo.com']);
    expect(loadConfig({ EMBED_HOSTS: 'embed.example.org' }).embedHosts).toEqual(['embed.example.org']);
    expect(loadConfig({ EMBED_HOSTS: ' Player.Vimeo.com , www.dailymotion.com,player.vimeo.com ' }).embedHosts).toEqual(['player.vimeo.com', 'www.dailymotion.com']);
  });

  it.each([
    ['https://www.youtube-nocookie.com'],
    ['www.youtube-nocookie.com/embed'],
    ['player.vimeo.com:443'],
    ['*.vimeo.com'],
    ['player.vimeo.com,,www.youtube-nocookie.com'],
    ['localhost'],
    ['127.0.0.1'],
    ['player vimeo com'],
    ['-bad.example.org'],
  ])('stops on EMBED_HOSTS=%j, naming the variable and what it accepts', (value) => {
    expect(() => loadConfig({ EMBED_HOSTS: value })).toThrow(
      new ConfigError(`EMBED_HOSTS=${JSON.stringify(value)} is not valid: expected host names separated by commas, without scheme, port or path, such as www.youtube-nocookie.com,player.vimeo.com, or none.`),
    );
  });

  it('adds no media origin of its own unless MEDIA_ORIGINS names some, each as a browser spells an origin, once', () => {
    expect(loadConfig({}).mediaOrigins).toEqual([]);
    expect(loadConfig({ MEDIA_ORIGINS: 'https://cdn.example.net' }).mediaOrigins).toEqual(['https://cdn.example.net']);
    expect(loadConfig({ MEDIA_ORIGINS: ' HTTPS://CDN.Example.net/ , https://media.example.org:8443,https://cdn.example.net:443,http://127.0.0.1:9000 ' }).mediaOrigins).toEqual([
      'https://cdn.example.net',
      'https://media.example.org:8443',
      'http://127.0.0.1:9000',
    ]);
  });

  it.each([
    ['cdn.example.net'],
    ['https://cdn.example.net/wp-content/uploads'],
    ['https://cdn.example.net?x=1'],
    ['https://*.cloudfront.net'],
    ['https:'],
    ['ftp://files.example.net'],
    ['https://user:secret@cdn.example.net'],
    ['https://cdn.example.net;script-src *'],
    ['https://cdn.example.net,,https://media.example.org'],
    ['https://cdn.example.net https://media.example.org'],
  ])('stops on MEDIA_ORIGINS=%j, naming the variable and what it accepts', (value) => {
    expect(() => loadConfig({ MEDIA_ORIGINS: value })).toThrow(
      new ConfigError(`MEDIA_ORIGINS=${JSON.stringify(value)} is not valid: expected http(s) origins separated by commas, scheme, host and optional port without path, such as https://cdn.example.net,https://media.example.org:8443.`),
    );
  });

  it('sends Web Vitals nowhere but the tag manager without RUM_URL, and to every page view of RUM_URL unless RUM_SAMPLE_RATE says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ rumUrl: undefined, rumSampleRate: 1 });
    expect(loadConfig({ RUM_URL: 'https://rum.example.org/vitals?site=news' })).toMatchObject({ rumUrl: 'https://rum.example.org/vitals?site=news', rumSampleRate: 1 });
    expect(loadConfig({ RUM_URL: 'http://127.0.0.1:9000/rum', RUM_SAMPLE_RATE: '0.25' })).toMatchObject({ rumUrl: 'http://127.0.0.1:9000/rum', rumSampleRate: 0.25 });
    expect(loadConfig({ RUM_SAMPLE_RATE: '0' }).rumSampleRate).toBe(0);
    expect(loadConfig({ RUM_SAMPLE_RATE: '.5' }).rumSampleRate).toBe(0.5);
    expect(loadConfig({ RUM_SAMPLE_RATE: '1.0' }).rumSampleRate).toBe(1);
  });

  it.each([['/rum'], ['rum.example.org/vitals'], ['ftp://rum.example.org/'], ['javascript:alert(1)'], ['https://user:secret@rum.example.org/'], ['https://']])(
    'stops on RUM_URL=%j, naming the variable and what it accepts',
    (value) => {
      expect(() => loadConfig({ RUM_URL: value })).toThrow(new ConfigError(`RUM_URL=${JSON.stringify(value)} is not valid: expected an absolute http(s) URL such as https://rum.example.org/vitals.`));
    },
  );

  it.each([['1.5'], ['-0.1'], ['50%'], ['abc'], ['.'], ['1e-1']])('stops on RUM_SAMPLE_RATE=%j, naming the variable and what it accepts', (value) => {
    expect(() => loadConfig({ RUM_SAMPLE_RATE: value })).toThrow(new ConfigError(`RUM_SAMPLE_RATE=${JSON.stringify(value)} is not valid: expected a number from 0 to 1, such as 0.25.`));
  });

  it('reads CONTACT_EMAIL as one general address, then a mailbox per language named', () => {
    expect(loadConfig({}).contactAddresses).toBeUndefined();
    expect(loadConfig({ CONTACT_EMAIL: 'newsroom@news.example' }).contactAddresses).toEqual({ general: 'newsroom@news.example', byLang: {} });
    expect(loadConfig({ CONTACT_EMAIL: 'it=redazione@news.example, newsroom@news.example ,de = redaktion@news.example' }).contactAddresses).toEqual({
      general: 'newsroom@news.example',
      byLang: { it: 'redazione@news.example', de: 'redaktion@news.example' },
    });
  });

  it.each([
    ['it=redazione@news.example'],
    ['newsroom@news.example,contact@news.example'],
    ['newsroom@news.example,xx=redazione@news.example'],
    ['newsroom@news.example,it=redazione@news.example,it=altro@news.example'],
    ['newsroom@news.example,it=redazione@news.example=x'],
    ['newsroom@news.example,it='],
    ['newsroom'],
    ['mailto:newsroom@news.example'],
    ['newsroom@news.example?subject=hi'],
    ['news room@news.example'],
  ])('stops on CONTACT_EMAIL=%j, naming the variable and what it accepts', (value) => {
    expect(() => loadConfig({ CONTACT_EMAIL: value })).toThrow(
      new ConfigError(`CONTACT_EMAIL=${JSON.stringify(value)} is not valid: expected an email address, then optionally language=address pairs, comma-separated, such as newsroom@example.org,it=redazione@example.org.`),
    );
  });

  it('reads COMPANY_LINE as the registration line of every language, and nothing when unset', () => {
    expect(loadConfig({}).companyLine).toBeUndefined();
    expect(loadConfig({ COMPANY_LINE: '  ' }).companyLine).toBeUndefined();
    expect(loadConfig({ COMPANY_LINE: ' Example Media Ltd · Company no. 01234567 · London ' }).companyLine).toBe('Example Media Ltd · Company no. 01234567 · London');
  });

  it.each([['<b>Example Media</b>'], ['Example Media\u0007'], ['x'.repeat(201)]])('stops on COMPANY_LINE=%j, naming the variable and what it accepts', (value) => {
    expect(() => loadConfig({ COMPANY_LINE: value })).toThrow(
      new ConfigError(`COMPANY_LINE=${JSON.stringify(value)} is not valid: expected one line of plain text of at most 200 characters, without < or >, such as Example Media Ltd · Company no. 01234567 · London.`),
    );
  });

  it('reads SOCIAL_PROFILES as https profiles named after their network, or as named, and none when unset', () => {
    expect(loadConfig({}).socialProfiles).toBeUndefined();
    expect(loadConfig({ SOCIAL_PROFILES: 'https://x.com/ournews, https://www.linkedin.com/company/ournews,Mastodon = https://social.example/@news' }).socialProfiles).toEqual([
      { name: 'X', href: 'https://x.com/ournews' },
      { name: 'LinkedIn', href: 'https://www.linkedin.com/company/ournews' },
      { name: 'Mastodon', href: 'https://social.example/@news' },
    ]);
  });

  it.each([
    ['http://x.com/ournews'],
    ['x.com/ournews'],
    ['@ournews'],
    ['javascript:alert(1)'],
    ['https://user:secret@social.example/@news'],
    ['https://x.com/ournews,https://x.com/ournews'],
    ['https://x.com/ournews,'],
    ['=https://x.com/ournews'],
    ['<X>=https://x.com/ournews'],
  ])('stops on SOCIAL_PROFILES=%j, naming the variable and what it accepts', (value) => {
    expect(() => loadConfig({ SOCIAL_PROFILES: value })).toThrow(
      new ConfigError(`SOCIAL_PROFILES=${JSON.stringify(value)} is not valid: expected the newsroom's own profiles, comma-separated, each an https URL or Name=https URL, such as https://x.com/examplenews,Mastodon=https://social.example/@news.`),
    );
  });

  it.each([
    ['APP_ENV', 'prod', 'APP_ENV="prod" is not valid: expected production or staging.'],
    ['PORT', '70000', 'PORT="70000" is not valid: expected an integer from 0 to 65535.'],
    ['PORT', 'abc', 'PORT="abc" is not valid: expected an integer from 0 to 65535.'],
    ['CONTENT_API_URL', 'https://cms.example.org/api', 'CONTENT_API_URL="https://cms.example.org/api" is not valid: expected an http(s) URL ending in /wp-json/wp.'],
    ['SITE_ORIGIN', 'example.org', 'SITE_ORIGIN="example.org" is not valid: expected an http(s) origin such as https://example.com.'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL="loud" is not valid: expected DEBUG, INFO, WARN, ERROR.'],
    ['GTM_ID', 'abc', 'GTM_ID="abc" is not valid: expected a tag manager id such as GTM-ABC123.'],
  ])('stops on a bad %s with one line naming the variable and what it accepts', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new ConfigError(message));
  });
});
