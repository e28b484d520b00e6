// The ports of the two deployments under test. Overridable so that two checkouts
// can run their browser tests side by side on one machine.
export const SSR_PORT = Number(process.env.E2E_SSR_PORT ?? 3210);
export const CSR_PORT = Number(process.env.E2E_CSR_PORT ?? 3211);
/** The SSR server reading a content API full of script payloads (tests/e2e/hostileSite.ts). */
export const HOSTILE_PORT = Number(process.env.E2E_HOSTILE_PORT ?? 3212);
/** The SSR server as `npm start` runs it: no ad network, no tag manager (the SSR_PORT one has both). */
export const NOADS_PORT = Number(process.env.E2E_NOADS_PORT ?? 3214);
/** The SSR server reading a WordPress with the theme unit test data's ~60 top-level categories (tests/e2e/manySectionsSite.ts). */
export const MANY_SECTIONS_PORT = Number(process.env.E2E_MANY_SECTIONS_PORT ?? 3216);
/** The SSR server reading an article made of the block editor's own fixtures (tests/e2e/blocksSite.ts). */
export const BLOCKS_PORT = Number(process.env.E2E_BLOCKS_PORT ?? 3218);
/** The SSR server over a demo content API that remembers every call (tests/e2e/countingSite.ts); that API listens on the next port. */
export const COUNTING_PORT = Number(process.env.E2E_COUNTING_PORT ?? 3220);
export const SSR_ORIGIN = `http://127.0.0.1:${SSR_PORT}`;
export const CSR_ORIGIN = `http://127.0.0.1:${CSR_PORT}`;
export const HOSTILE_ORIGIN = `http://127.0.0.1:${HOSTILE_PORT}`;
export const NOADS_ORIGIN = `http://127.0.0.1:${NOADS_PORT}`;
export const MANY_SECTIONS_ORIGIN = `http://127.0.0.1:${MANY_SECTIONS_PORT}`;
export const BLOCKS_ORIGIN = `http://127.0.0.1:${BLOCKS_PORT}`;
export const COUNTING_ORIGIN = `http://127.0.0.1:${COUNTING_PORT}`;
/** Where the counting site's content API answers the calls it was asked (GET) and forgets them (DELETE). */
export const COUNTING_CALLS_URL = `http://127.0.0.1:${COUNTING_PORT + 1}/__calls`;
/** The counting site's PURGE_TOKEN (and so its reader signals' secret, which its content API shares): a test starts from an empty cache. */
export const COUNTING_PURGE_TOKEN = 'e2e-counting-site-purge-token-0123';
/**
 * The SSR_PORT server's RUM endpoint (RUM_URL): another origin, so that the CSP's
 * connect-src must name it. Nothing listens there; the tests answer it by
 * interception (tests/e2e/thirdParties.ts), so the port only has to be free of meaning.
 */
export const RUM_URL = `http://127.0.0.1:${Number(process.env.E2E_RUM_PORT ?? 3215)}/rum`;

/**
 * The SSR_PORT server's footer values, as a newsroom configures its own (docs/configuration.md):
 * a registration line and three profiles on the reserved .example domain, nobody's account.
 * The NOADS_PORT server, as `npm start` runs it, shows the embedded demo's own instead.
 */
export const FOOTER_CONFIGURATION = {
  COMPANY_LINE: 'Example Media S.r.l. · Registration no. 00000000000 · Milan',
  SOCIAL_PROFILES: 'X=https://x.example/examplenews,LinkedIn=https://linkedin.example/company/examplenews,Facebook=https://facebook.example/examplenews',
} as const;
