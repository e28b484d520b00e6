import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_BOOTSTRAP_SCRIPT, CONSENT_CHOSEN } from '../../../adapters/analytics/consentBootstrapScript.ts';
import { CONSENT_VERSION, OLDEST_STANDING_CONSENT_VERSION } from '../../../src/domain/consent.ts';
import { CONSENT_COOKIE, consentFromCookies } from '../../../src/domain/consentCookie.ts';
import { consentModeState, DENIED_BY_DEFAULT } from '../../../src/domain/consentMode.ts';

/** Runs the script as a browser would, on a page whose `document.cookie` is `cookie`. */
const runInPage = (cookie: string) => {
  const documentElement = { dataset: {} as Record<string, string> };
  const page: Record<string, unknown> = { document: { cookie, documentElement } };
  page.window = page;
  runInNewContext(CONSENT_BOOTSTRAP_SCRIPT, page);
  // Plain data out of the script's realm: arguments objects become arrays.
  const dataLayer = JSON.parse(JSON.stringify(((page.dataLayer ?? []) as ArrayLike<unknown>[]).map((entry) => Array.from(entry)))) as unknown[][];
  return { dataLayer, mark: documentElement.dataset.consent, gtag: page.gtag };
};

/** What the consent layer reads from the same cookie after hydration, and what the script must do for it. */
const expectedFor = (cookie: string) => {
  const choice = consentFromCookies(cookie);
  return {
    dataLayer: [['consent', 'default', DENIED_BY_DEFAULT], ...(choice ? [['consent', 'update', consentModeState(choice)]] : [])],
    mark: choice ? CONSENT_CHOSEN : undefined,
  };
};

const current = (m: number, a: number, p: number, e = 0) => `v${CONSENT_VERSION}.m${m}.a${a}.p${p}.e${e}`;
const everyFlagCombination = [0, 1].flatMap((m) => [0, 1].flatMap((a) => [0, 1].flatMap((p) => [0, 1].map((e) => current(m, a, p, e)))));
/** Values as version 1 wrote them, before embedded content was a purpose: they still stand. */
const versionOne = [0, 1].flatMap((m) => [0, 1].flatMap((a) => [0, 1].map((p) => `v1.m${m}.a${a}.p${p}`)));

describe('the consent bootstrap script of the head', () => {
  it('defines a global gtag and denies the four signals by default for a new reader, leaving the root unmarked', () => {
    const run = runInPage('');
    expect(run.dataLayer).toEqual([['consent', 'default', DENIED_BY_DEFAULT]]);
    expect(run.mark).toBeUndefined();
    expect(typeof run.gtag).toBe('function');
    const others = runInPage('theme=dark; lang=it');
    expect({ dataLayer: others.dataLayer, mark: others.mark }).toEqual({ dataLayer: run.dataLayer, mark: undefined });
  });

  it.each(everyFlagCombination)('applies a stored choice %s of the current version right after the defaults, as the consent layer reads it', (value) => {
    const cookie = `${CONSENT_COOKIE}=${value}`;
    const { dataLayer, mark } = runInPage(cookie);
    expect({ dataLayer, mark }).toEqual(expectedFor(cookie));
    expect(mark).toBe(CONSENT_CHOSEN);
    expect(dataLayer[1]?.[1]).toBe('update');
  });

  it.each(versionOne)('applies a choice %s stored before embedded content was a purpose, and hides the banner', (value) => {
    const cookie = `${CONSENT_COOKIE}=${value}`;
    const { dataLayer, mark } = runInPage(cookie);
    expect({ dataLayer, mark }).toEqual(expectedFor(cookie));
    expect(mark).toBe(CONSENT_CHOSEN);
  });

  it('grants personalisation only with advertising, as the domain decides', () => {
    expect(runInPage(`${CONSENT_COOKIE}=${current(0, 0, 1)}`).dataLayer[1]).toEqual(['consent', 'update', DENIED_BY_DEFAULT]);
    expect(runInPage(`${CONSENT_COOKIE}=${current(0, 1, 1)}`).dataLayer[1]?.[2]).toMatchObject({ ad_personalization: 'granted', analytics_storage: 'denied' });
  });

  it.each([
    ['a version that no longer stands', `v${OLDEST_STANDING_CONSENT_VERSION - 1}.m1.a1.p1`],
    ['a newer version', `v${CONSENT_VERSION + 1}.m1.a1.p1`],
    ['a word', 'yes'],
    ['a flag out of range', `v${CONSENT_VERSION}.m2.a0.p0`],
    ['a missing flag', `v${CONSENT_VERSION}.m1.a1`],
    ['a trailing part', `${current(1, 0, 0)}.extra`],
    ['an embedded content flag out of range', `v${CONSENT_VERSION}.m1.a0.p0.e2`],
    ['JSON', '{"measurement":true}'],
    ['a broken escape', '%E0%A4%A'],
    ['nothing', ''],
  ])('reads %s as no choice: defaults only, banner left to show', (_, value) => {
    const cookie = `${CONSENT_COOKIE}=${value}`;
    const { dataLayer, mark } = runInPage(cookie);
    expect({ dataLayer, mark }).toEqual(expectedFor(cookie));
    expect(mark).toBeUndefined();
  });

  it('finds the consent cookie among others, percent-encoded or padded, and ignores look-alike names', () => {
    for (const cookie of [
      `theme=dark; ${CONSENT_COOKIE}=${current(1, 0, 0)}; other=1`,
      `${CONSENT_COOKIE}=${encodeURIComponent(current(1, 1, 0)).replace(/\./g, '%2E')}`,
      `${CONSENT_COOKIE}= ${current(0, 1, 0)} `,
      `x${CONSENT_COOKIE}=${current(1, 1, 1)}`,
      `${CONSENT_COOKIE}=garbage; ${CONSENT_COOKIE}=${current(1, 1, 1)}`,
    ]) {
      const { dataLayer, mark } = runInPage(cookie);
      expect({ dataLayer, mark }, cookie).toEqual(expectedFor(cookie));
    }
  });

  it('agrees with the consent layer for any cookie string', () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(...everyFlagCombination, ...versionOne),
      fc.tuple(fc.nat(4), fc.constantFrom(...everyFlagCombination, ...versionOne)).map(([version, v]) => v.replace(/^v\d+/, `v${version}`)),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(CONSENT_COOKIE, 'theme', ` ${CONSENT_COOKIE}`, 'x'), value), { maxLength: 3 }), (pairs) => {
        const cookie = pairs.map(([name, v]) => `${name}=${v}`).join('; ');
        const { dataLayer, mark } = runInPage(cookie);
        expect({ dataLayer, mark }).toEqual(expectedFor(cookie));
      }),
    );
  });

  it('is one text that no content can break out of', () => {
    expect(CONSENT_BOOTSTRAP_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
