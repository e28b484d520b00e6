// Configuration is decoded once at start. A bad value stops the process with one
// line that names the variable and what it accepts (see server/main.ts).
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { LOG_LEVELS, type LogLevel } from '../src/ports/LoggerPort.ts';
import { DEFAULT_EMBED_HOSTS } from '../src/domain/embedHosts.ts';
import type { ContactAddresses } from '../src/domain/contactAddress.ts';
import { isLang } from '../src/domain/language.ts';
import { socialProfile, type SocialProfile } from '../src/domain/socialProfiles.ts';
import { httpOrigin } from '../src/domain/mediaOrigins.ts';

type AppEnv = 'production' | 'staging';

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** Unset: the embedded demo content is mounted and read over HTTP. */
  readonly contentApiUrl: string | undefined;
  readonly appEnv: AppEnv;
  readonly siteOrigin: string;
  readonly gtmId: string | undefined;
  readonly adsenseClient: string | undefined;
  readonly logLevel: LogLevel;
  readonly contentTimeoutMs: number;
  /** How long content API answers are reused; 0 turns the cache off. */
  readonly contentCacheTtlMs: number;
  /** Policy provider addresses, with {lang} for the language. */
  readonly privacyPolicyUrl: string | undefined;
  readonly cookiePolicyUrl: string | undefined;
  /** The footer's contact address, per language; unset: no contact link (the embedded demo shows its own). */
  readonly contactAddresses: ContactAddresses | undefined;
  /** The footer's registration line, in every language; unset: none (the embedded demo shows its own). */
  readonly companyLine: string | undefined;
  /** The newsroom's own social profiles; unset: none (footer links, twitter:site, sameAs). */
  readonly socialProfiles: readonly SocialProfile[] | undefined;
  /** The in-process content cache's bound, in bytes. */
  readonly contentCacheMaxBytes: number;
  /** How long rendered pages, data answers, sitemaps and feeds are answered from the page cache; 0 turns it off. */
  readonly pageCacheTtlMs: number;
  /** The in-process page cache's bound, in bytes. */
  readonly pageCacheMaxBytes: number;
  /** How long past freshness content answers and pages are kept to answer while WordPress fails. */
  readonly staleIfErrorS: number;
  /** Cache-Control for readers' browsers and for CDNs and shared caches. */
  readonly browserMaxAgeS: number;
  readonly cdnMaxAgeS: number;
  readonly cdnStaleWhileRevalidateS: number;
  /** Unset: there is no purge endpoint at all. */
  readonly purgeToken: string | undefined;
  /** The secret WordPress signs preview links with; unset: there are no previews (404). */
  readonly previewSecret: string | undefined;
  /** Unset: every cache stays in process memory. */
  readonly redisUrl: string | undefined;
  /** Content API answers larger than this are refused, unread. */
  readonly contentMaxBytes: number;
  /** Consecutive failed calls that open the circuit to WordPress, and how long it stays open. */
  readonly contentBreakerThreshold: number;
  readonly contentBreakerCooldownMs: number;
  /** Unset: no metrics listener. */
  readonly metricsPort: number | undefined;
  /** How long a shutdown waits for requests in flight before cutting them. */
  readonly shutdownTimeoutMs: number;
  /** The hosts an iframe of editorial HTML may load from (https only); any other iframe is removed. */
  readonly embedHosts: readonly string[];
  /** Origins of media WordPress does not report (a second CDN, an archive bucket): the CSP and the sanitizer allow them too. */
  readonly mediaOrigins: readonly string[];
  /** Unset: CSP violations are reported nowhere. */
  readonly cspReportUri: string | undefined;
  /** Where readers' browsers send their Web Vitals (sendBeacon); unset: nowhere but the tag manager. */
  readonly rumUrl: string | undefined;
  /** The share of page views, 0 to 1, whose Web Vitals go to rumUrl. */
  readonly rumSampleRate: number;
  /** How often each instance sends WordPress the reader signals it counted. */
  readonly signalsFlushSeconds: number;
  /** How many proxies in front of Newsdesk may set X-Forwarded-For (0: the socket's address is the reader's). */
  readonly trustedProxyHops: number;
  /** The window of "most read", in days. */
  readonly popularWindowDays: number;
  /** Distinct readers who must have searched a term on one day before it is shown. */
  readonly popularSearchMinReaders: number;
  /** The secret signal batches carry to WordPress; unset: PURGE_TOKEN's. */
  readonly signalsToken: string | undefined;
  /** The key of reader hashes, held by the servers alone; unset outside production: a random one per process. */
  readonly signalsSecret: string | undefined;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

interface Variable<A> {
  readonly name: string;
  readonly accepts: string;
  readonly codec: t.Decoder<string, A>;
}

const oneOf = <K extends string>(values: readonly K[]): t.Decoder<string, K> =>
  new t.Type<K, string, string>(
    values.join('|'),
    (u): u is K => typeof u === 'string' && (values as readonly string[]).includes(u),
    (s, c) => ((values as readonly string[]).includes(s) ? t.success(s as K) : t.failure(s, c)),
    (k) => k,
  );

const integerIn = (min: number, max: number): t.Decoder<string, number> =>
  new t.Type<number, string, string>(
    `integer ${min}-${max}`,
    (u): u is number => typeof u === 'number',
    (s, c) => {
      const n = Number(s);
      return /^\d+$/.test(s) && n >= min && n <= max ? t.success(n) : t.failure(s, c);
    },
    String,
  );

const httpUrl = (mustEndWith?: string): t.Decoder<string, string> =>
  new t.Type<string, string, string>(
    'http url',
    (u): u is string => typeof u === 'string',
    (s, c) => {
      try {
        const url = new URL(s);
        const okProtocol = url.protocol === 'http:' || url.protocol === 'https:';
        const trimmed = s.replace(/\/+$/, '');
        if (!okProtocol || (mustEndWith !== undefined && !trimmed.endsWith(mustEndWith))) return t.failure(s, c);
        return t.success(mustEndWith === undefined ? url.origin : trimmed);
      } catch {
        return t.failure(s, c);
      }
    },
    String,
  );

/**
 * An absolute http(s) URL, kept whole (path and query): where browsers send
 * something. It is written into every page, so it may carry no credentials.
 */
const absoluteHttpUrl: t.Decoder<string, string> = new t.Type<string, string, string>(
  'absolute http url',
  (u): u is string => typeof u === 'string',
  (s, c) => {
    try {
      const url = new URL(s);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '' ? t.success(url.href) : t.failure(s, c);
    } catch {
      return t.failure(s, c);
    }
  },
  String,
);

/** A share: a decimal number from 0 to 1 (0.25, .5, 1, 1.0). */
const fraction: t.Decoder<string, number> = new t.Type<number, string, string>(
  'number 0-1',
  (u): u is number => typeof u === 'number',
  (s, c) => (/^(?:0|1)?(?:\.\d+)?$/.test(s) && s !== '' && s !== '.' && Number(s) <= 1 ? t.success(Number(s)) : t.failure(s, c)),
  String,
);

const nonEmpty = (pattern: RegExp): t.Decoder<string, string> =>
  new t.Type<string, string, string>(
    pattern.source,
    (u): u is string => typeof u === 'string',
    (s, c) => (pattern.test(s) ? t.success(s) : t.failure(s, c)),
    String,
  );

/** A DNS host name, lower-cased: letters, digits and hyphens in dot-separated labels, no scheme, port or path. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

const hostList: t.Decoder<string, readonly string[]> = new t.Type<readonly string[], string, string>(
  'host list',
  (u): u is readonly string[] => Array.isArray(u),
  (s, c) => {
    // `none`: no embeds at all, in the sanitizer and in the CSP's frame-src.
    if (s.trim() === 'none') return t.success([]);
    const hosts = s.split(',').map((h) => h.trim().toLowerCase());
    return hosts.every((h) => HOST_NAME.test(h)) ? t.success([...new Set(hosts)]) : t.failure(s, c);
  },
  (hosts) => hosts.join(','),
);

/** Comma-separated http(s) origins (scheme, host, port; no path), each as a browser spells it, once. */
const originList: t.Decoder<string, readonly string[]> = new t.Type<readonly string[], string, string>(
  'origin list',
  (u): u is readonly string[] => Array.isArray(u),
  (s, c) => {
    const origins = s.split(',').map(httpOrigin);
    return origins.every((origin) => origin !== undefined) ? t.success([...new Set(origins)]) : t.failure(s, c);
  },
  (origins) => origins.join(','),
);

/** Plain enough for a mailto: link as it is (no ?, #, comma or space to escape). */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** `general@…` alone, or with `lang=address` pairs: `newsroom@x.org,it=redazione@x.org`. */
const contactList: t.Decoder<string, ContactAddresses> = new t.Type<ContactAddresses, string, string>(
  'contact addresses',
  (u): u is ContactAddresses => typeof u === 'object' && u !== null,
  (s, c) => {
    const entries = s.split(',').map((entry) => entry.trim());
    const general = entries.filter((entry) => !entry.includes('='));
    const named = entries.filter((entry) => entry.includes('=')).map((entry) => entry.split('=').map((part) => part.trim()));
    const langs = named.map(([lang]) => lang);
    // Exactly one general address: a language left out never writes to an address nobody configured.
    const valid =
      general.length === 1 && EMAIL.test(general[0] ?? '') &&
      named.every((pair) => pair.length === 2 && isLang(pair[0]) && EMAIL.test(pair[1] ?? '')) &&
      new Set(langs).size === langs.length;
    return valid ? t.success({ general: general[0] ?? '', byLang: Object.fromEntries(named) }) : t.failure(s, c);
  },
  ({ general, byLang }) => [general, ...Object.entries(byLang).map(([lang, address]) => `${lang}=${address}`)].join(','),
);

/** One line of plain text for the footer: no control characters, no markup to mistake for HTML. */
const FOOTER_LINE = /^[^\u0000-\u001f\u007f<>]{1,200}$/u;

/** A profile's link text when ops name it: letters, digits, spaces, dots and hyphens. */
const PROFILE_NAME = /^[\p{L}\p{N}][\p{L}\p{N} .-]{0,29}$/u;

/** An absolute https URL without credentials or spaces: a link readers follow from every page. */
const isProfileUrl = (href: string): boolean => {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '' && !/\s/.test(href);
  } catch {
    return false;
  }
};

/**
 * The newsroom's own profiles, comma-separated: each an https URL, named after its network
 * (X, LinkedIn…) or its host, or `Name=https://…` to name it (a Mastodon server, say).
 */
const profileList: t.Decoder<string, readonly SocialProfile[]> = new t.Type<readonly SocialProfile[], string, string>(
  'social profiles',
  (u): u is readonly SocialProfile[] => Array.isArray(u),
  (s, c) => {
    const profiles = s.split(',').map((entry) => {
      const named = /^([^=/:]+)=(.*)$/.exec(entry.trim());
      const name = named?.[1]?.trim();
      const href = (named ? named[2] ?? '' : entry).trim();
      if (!isProfileUrl(href) || (name !== undefined && !PROFILE_NAME.test(name))) return undefined;
      return name === undefined ? socialProfile(href) : { name, href };
    });
    const hrefs = profiles.map((profile) => profile?.href);
    return profiles.every((profile) => profile !== undefined) && new Set(hrefs).size === hrefs.length ? t.success(profiles) : t.failure(s, c);
  },
  (profiles) => profiles.map((p) => `${p.name}=${p.href}`).join(','),
);

const variables = {
  PORT: { name: 'PORT', accepts: 'an integer from 0 to 65535', codec: integerIn(0, 65535) },
  HOST: { name: 'HOST', accepts: 'a host name or IP address', codec: nonEmpty(/^[\w.:-]+$/) },
  CONTENT_API_URL: {
    name: 'CONTENT_API_URL',
    accepts: 'an http(s) URL ending in /wp-json/wp',
    codec: httpUrl('/wp-json/wp'),
  },
  APP_ENV: { name: 'APP_ENV', accepts: 'production or staging', codec: oneOf(['production', 'staging'] as const) },
  SITE_ORIGIN: { name: 'SITE_ORIGIN', accepts: 'an http(s) origin such as https://example.com', codec: httpUrl() },
  GTM_ID: { name: 'GTM_ID', accepts: 'a tag manager id such as GTM-ABC123', codec: nonEmpty(/^GTM-[A-Z0-9]+$/) },
  ADSENSE_CLIENT: { name: 'ADSENSE_CLIENT', accepts: 'an ad client id such as ca-pub-1234567890', codec: nonEmpty(/^ca-pub-\d+$/) },
  LOG_LEVEL: { name: 'LOG_LEVEL', accepts: LOG_LEVELS.join(', '), codec: oneOf(LOG_LEVELS) },
  PRIVACY_POLICY_URL: { name: 'PRIVACY_POLICY_URL', accepts: 'an http(s) URL, {lang} standing for the language', codec: nonEmpty(/^https?:\/\/\S+$/) },
  COOKIE_POLICY_URL: { name: 'COOKIE_POLICY_URL', accepts: 'an http(s) URL, {lang} standing for the language', codec: nonEmpty(/^https?:\/\/\S+$/) },
  CONTACT_EMAIL: {
    name: 'CONTACT_EMAIL',
    accepts: 'an email address, then optionally language=address pairs, comma-separated, such as newsroom@example.org,it=redazione@example.org',
    codec: contactList,
  },
  COMPANY_LINE: {
    name: 'COMPANY_LINE',
    accepts: 'one line of plain text of at most 200 characters, without < or >, such as Example Media Ltd · Company no. 01234567 · London',
    codec: nonEmpty(FOOTER_LINE),
  },
  SOCIAL_PROFILES: {
    name: 'SOCIAL_PROFILES',
    accepts: "the newsroom's own profiles, comma-separated, each an https URL or Name=https URL, such as https://x.com/examplenews,Mastodon=https://social.example/@news",
    codec: profileList,
  },
  CONTENT_TIMEOUT_MS: { name: 'CONTENT_TIMEOUT_MS', accepts: 'an integer from 100 to 60000', codec: integerIn(100, 60000) },
  CONTENT_CACHE_TTL_MS: { name: 'CONTENT_CACHE_TTL_MS', accepts: 'an integer from 0 (no cache) to 3600000', codec: integerIn(0, 3_600_000) },
  CONTENT_CACHE_MAX_MB: { name: 'CONTENT_CACHE_MAX_MB', accepts: 'an integer from 1 to 65536', codec: integerIn(1, 65_536) },
  PAGE_CACHE_TTL_MS: { name: 'PAGE_CACHE_TTL_MS', accepts: 'an integer from 0 (no page cache) to 86400000', codec: integerIn(0, 86_400_000) },
  PAGE_CACHE_MAX_MB: { name: 'PAGE_CACHE_MAX_MB', accepts: 'an integer from 1 to 65536', codec: integerIn(1, 65_536) },
  STALE_IF_ERROR_S: { name: 'STALE_IF_ERROR_S', accepts: 'an integer from 0 to 31536000 (seconds)', codec: integerIn(0, 31_536_000) },
  BROWSER_MAX_AGE_S: { name: 'BROWSER_MAX_AGE_S', accepts: 'an integer from 0 to 31536000 (seconds)', codec: integerIn(0, 31_536_000) },
  CDN_MAX_AGE_S: { name: 'CDN_MAX_AGE_S', accepts: 'an integer from 0 to 31536000 (seconds)', codec: integerIn(0, 31_536_000) },
  CDN_STALE_WHILE_REVALIDATE_S: { name: 'CDN_STALE_WHILE_REVALIDATE_S', accepts: 'an integer from 0 to 31536000 (seconds)', codec: integerIn(0, 31_536_000) },
  PURGE_TOKEN: { name: 'PURGE_TOKEN', accepts: 'at least 16 characters without spaces', codec: nonEmpty(/^\S{16,}$/) },
  // An HMAC key guessed is every draft read: as long as a SHA-256 block's worth of randomness asks.
  PREVIEW_SECRET: { name: 'PREVIEW_SECRET', accepts: 'at least 32 characters without spaces (the same as WordPress\'s NEWSDESK_PREVIEW_SECRET)', codec: nonEmpty(/^\S{32,}$/) },
  REDIS_URL: { name: 'REDIS_URL', accepts: 'a redis:// or rediss:// URL', codec: nonEmpty(/^rediss?:\/\/\S+$/) },
  CONTENT_MAX_BYTES: { name: 'CONTENT_MAX_BYTES', accepts: 'an integer from 1024 to 1073741824 (bytes)', codec: integerIn(1024, 1_073_741_824) },
  CONTENT_BREAKER_THRESHOLD: { name: 'CONTENT_BREAKER_THRESHOLD', accepts: 'an integer from 1 to 1000', codec: integerIn(1, 1000) },
  CONTENT_BREAKER_COOLDOWN_MS: { name: 'CONTENT_BREAKER_COOLDOWN_MS', accepts: 'an integer from 100 to 600000', codec: integerIn(100, 600_000) },
  METRICS_PORT: { name: 'METRICS_PORT', accepts: 'an integer from 1 to 65535', codec: integerIn(1, 65535) },
  SHUTDOWN_TIMEOUT_MS: { name: 'SHUTDOWN_TIMEOUT_MS', accepts: 'an integer from 0 to 600000', codec: integerIn(0, 600_000) },
  EMBED_HOSTS: {
    name: 'EMBED_HOSTS',
    accepts: 'host names separated by commas, without scheme, port or path, such as www.youtube-nocookie.com,player.vimeo.com, or none',
    codec: hostList,
  },
  MEDIA_ORIGINS: {
    name: 'MEDIA_ORIGINS',
    accepts: 'http(s) origins separated by commas, scheme, host and optional port without path, such as https://cdn.example.net,https://media.example.org:8443',
    codec: originList,
  },
  CSP_REPORT_URI: { name: 'CSP_REPORT_URI', accepts: 'an http(s) URL', codec: nonEmpty(/^https?:\/\/[^\s,;]+$/) },
  RUM_URL: { name: 'RUM_URL', accepts: 'an absolute http(s) URL such as https://rum.example.org/vitals', codec: absoluteHttpUrl },
  RUM_SAMPLE_RATE: { name: 'RUM_SAMPLE_RATE', accepts: 'a number from 0 to 1, such as 0.25', codec: fraction },
  SIGNALS_FLUSH_SECONDS: { name: 'SIGNALS_FLUSH_SECONDS', accepts: 'an integer from 1 to 3600 (seconds)', codec: integerIn(1, 3600) },
  TRUSTED_PROXY_HOPS: { name: 'TRUSTED_PROXY_HOPS', accepts: 'an integer from 0 to 10 (the proxies in front of Newsdesk that set X-Forwarded-For)', codec: integerIn(0, 10) },
  POPULAR_WINDOW_DAYS: { name: 'POPULAR_WINDOW_DAYS', accepts: 'an integer from 1 to 90 (days)', codec: integerIn(1, 90) },
  POPULAR_SEARCH_MIN_READERS: { name: 'POPULAR_SEARCH_MIN_READERS', accepts: 'an integer from 2 to 10000', codec: integerIn(2, 10_000) },
  SIGNALS_TOKEN: { name: 'SIGNALS_TOKEN', accepts: 'at least 16 characters without spaces (the same as WordPress\'s NEWSDESK_SIGNALS_TOKEN)', codec: nonEmpty(/^\S{16,}$/) },
  // The key of every reader hash: what makes a copy of Redis useless for finding an address. Never shared with WordPress.
  SIGNALS_SECRET: { name: 'SIGNALS_SECRET', accepts: 'at least 32 characters without spaces, the same on every instance and known to nothing else (not WordPress, not Redis)', codec: nonEmpty(/^\S{32,}$/) },
} satisfies Record<string, Variable<unknown>>;

/** Reads one variable; unset or empty means the default. */
const read = <A>(env: Env, v: Variable<A>): A | undefined => {
  const raw = env[v.name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const decoded = v.codec.decode(raw.trim());
  if (isLeft(decoded)) throw new ConfigError(`${v.name}=${JSON.stringify(raw)} is not valid: expected ${v.accepts}.`);
  return decoded.right;
};

const MB = 1024 * 1024;

export const loadConfig = (env: Env): AppConfig => {
  const port = read(env, variables.PORT) ?? 3000;
  const appEnv = read(env, variables.APP_ENV) ?? 'production';
  const development = env.NODE_ENV === 'development';
  return {
    port,
    host: read(env, variables.HOST) ?? '0.0.0.0',
    contentApiUrl: read(env, variables.CONTENT_API_URL),
    appEnv,
    siteOrigin: read(env, variables.SITE_ORIGIN) ?? `http://localhost:${port}`,
    gtmId: read(env, variables.GTM_ID),
    adsenseClient: read(env, variables.ADSENSE_CLIENT),
    // The spec: DEBUG in development, ERROR in production.
    logLevel: read(env, variables.LOG_LEVEL) ?? (development || appEnv === 'staging' ? 'DEBUG' : 'ERROR'),
    contentTimeoutMs: read(env, variables.CONTENT_TIMEOUT_MS) ?? 5000,
    // As long as pages may be cached by browsers and CDNs (max-age=60): readers see no older content than that.
    contentCacheTtlMs: read(env, variables.CONTENT_CACHE_TTL_MS) ?? 30_000,
    privacyPolicyUrl: read(env, variables.PRIVACY_POLICY_URL),
    cookiePolicyUrl: read(env, variables.COOKIE_POLICY_URL),
    contactAddresses: read(env, variables.CONTACT_EMAIL),
    companyLine: read(env, variables.COMPANY_LINE),
    socialProfiles: read(env, variables.SOCIAL_PROFILES),
    contentCacheMaxBytes: (read(env, variables.CONTENT_CACHE_MAX_MB) ?? 64) * MB,
    pageCacheTtlMs: read(env, variables.PAGE_CACHE_TTL_MS) ?? 60_000,
    pageCacheMaxBytes: (read(env, variables.PAGE_CACHE_MAX_MB) ?? 256) * MB,
    // A day: a WordPress outage over a night does not take the site down.
    staleIfErrorS: read(env, variables.STALE_IF_ERROR_S) ?? 86_400,
    browserMaxAgeS: read(env, variables.BROWSER_MAX_AGE_S) ?? 60,
    cdnMaxAgeS: read(env, variables.CDN_MAX_AGE_S) ?? 60,
    cdnStaleWhileRevalidateS: read(env, variables.CDN_STALE_WHILE_REVALIDATE_S) ?? 300,
    purgeToken: read(env, variables.PURGE_TOKEN),
    previewSecret: read(env, variables.PREVIEW_SECRET),
    redisUrl: read(env, variables.REDIS_URL),
    contentMaxBytes: read(env, variables.CONTENT_MAX_BYTES) ?? 5 * MB,
    contentBreakerThreshold: read(env, variables.CONTENT_BREAKER_THRESHOLD) ?? 5,
    contentBreakerCooldownMs: read(env, variables.CONTENT_BREAKER_COOLDOWN_MS) ?? 10_000,
    metricsPort: read(env, variables.METRICS_PORT),
    shutdownTimeoutMs: read(env, variables.SHUTDOWN_TIMEOUT_MS) ?? 10_000,
    embedHosts: read(env, variables.EMBED_HOSTS) ?? DEFAULT_EMBED_HOSTS,
    // None: what WordPress reports is where a newsroom's media are.
    mediaOrigins: read(env, variables.MEDIA_ORIGINS) ?? [],
    cspReportUri: read(env, variables.CSP_REPORT_URI),
    rumUrl: read(env, variables.RUM_URL),
    // Every page view: a newsroom's traffic is small enough to keep them all until it says otherwise.
    rumSampleRate: read(env, variables.RUM_SAMPLE_RATE) ?? 1,
    // A minute: WordPress hears from each instance once a minute, whatever the traffic. The embedded demo, a few seconds.
    signalsFlushSeconds: read(env, variables.SIGNALS_FLUSH_SECONDS) ?? (read(env, variables.CONTENT_API_URL) === undefined ? 5 : 60),
    trustedProxyHops: read(env, variables.TRUSTED_PROXY_HOPS) ?? 0,
    popularWindowDays: read(env, variables.POPULAR_WINDOW_DAYS) ?? 7,
    popularSearchMinReaders: read(env, variables.POPULAR_SEARCH_MIN_READERS) ?? 5,
    signalsToken: read(env, variables.SIGNALS_TOKEN),
    signalsSecret: signalsSecretOf(env, appEnv),
  };
};

/**
 * SIGNALS_SECRET, required in production wherever reader signals are counted for a
 * WordPress (a token is shared with it): a random secret per process would count a
 * reader once per instance, and no secret at all would leave the hashes in Redis
 * open to anyone who tries every address. The embedded demo and staging make one up.
 */
const signalsSecretOf = (env: Env, appEnv: AppEnv): string | undefined => {
  const secret = read(env, variables.SIGNALS_SECRET);
  const counting = read(env, variables.SIGNALS_TOKEN) ?? read(env, variables.PURGE_TOKEN);
  if (secret === undefined && counting !== undefined && appEnv === 'production' && read(env, variables.CONTENT_API_URL) !== undefined) {
    throw new ConfigError(`SIGNALS_SECRET is required to count reader signals in production: expected ${variables.SIGNALS_SECRET.accepts}. Make one with: openssl rand -base64 48`);
  }
  return secret;
};
