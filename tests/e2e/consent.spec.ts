import { expect, test } from '@playwright/test';
import { watchBannerPaints } from './bannerPaints.ts';
import { recordConsoleProblems } from './consoleErrors.ts';
import { CSR_ORIGIN } from './origins.ts';
import { consentCookie, firstArticlePath, interceptThirdParties, pastConsentScriptDeadline } from './thirdParties.ts';

// The banner's buttons in each language (web/i18n), and a listing to navigate to.
const languages = [
  { lang: 'it', accept: 'Accetta tutto', reject: 'Rifiuta tutto', customize: 'Personalizza', listing: '/it/ultimi-articoli' },
  { lang: 'en', accept: 'Accept all', reject: 'Reject all', customize: 'Customize', listing: '/en/latest-posts' },
  { lang: 'fr', accept: 'Tout accepter', reject: 'Tout refuser', customize: 'Personnaliser', listing: '/fr/dernieres-articles' },
  { lang: 'de', accept: 'Alle akzeptieren', reject: 'Alle ablehnen', customize: 'Anpassen', listing: '/de' },
  { lang: 'es', accept: 'Aceptar todo', reject: 'Rechazar todo', customize: 'Personalizar', listing: '/es' },
  { lang: 'pt', accept: 'Aceitar tudo', reject: 'Rejeitar tudo', customize: 'Personalizar', listing: '/pt' },
] as const;

test('before any choice no request leaves for another host, in every language, and the banner asks in that language', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = recordConsoleProblems(page);
  const third = await interceptThirdParties(page);
  for (const l of languages) {
    const article = await firstArticlePath(page, l.lang === 'it' ? '/it/societa/salute' : l.lang === 'en' ? '/en/society/health' : `/${l.lang}`).catch(() => undefined);
    await page.goto(`/${l.lang}`);
    const banner = page.getByRole('dialog');
    await expect(banner).toBeVisible();
    for (const name of [l.accept, l.reject, l.customize]) await expect(banner.getByRole('button', { name, exact: true })).toBeVisible();
    // The policies of this language: the same addresses as the footer's privacy and cookie links.
    const footerLinks = await page.locator('footer a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const bannerLinks = await banner.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(bannerLinks).toHaveLength(2);
    for (const href of bannerLinks) expect(footerLinks).toContain(href);
    await page.goto(article ?? l.listing);
    await expect(page.getByRole('dialog')).toBeVisible();
    await pastConsentScriptDeadline(page);
  }
  expect(third.outside).toEqual([]);
  expect(problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([]);
});

test('a returning reader of the current version gets no banner, even for an instant', async ({ page, context }) => {
  await context.addCookies([consentCookie(0, 0, 0)]);
  // The server HTML carries the banner for every reader: the head script keeps it from being painted.
  const painted = await watchBannerPaints(page);
  await page.goto('/en');
  await expect(page.getByRole('button', { name: 'Privacy preferences' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await painted()).toBe(false);
});

test('in the CSR deployment, which has no head script to hide it, a returning reader gets no banner either, even for an instant', async ({ page, context }) => {
  // Cookies belong to the host, not the port: the SSR origin's cookie is the CSR one's too.
  await context.addCookies([consentCookie(0, 0, 0)]);
  const painted = await watchBannerPaints(page);
  await page.goto(`${CSR_ORIGIN}/en`);
  await expect(page.getByRole('button', { name: 'Privacy preferences' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await painted()).toBe(false);
});

test('a reader who chose before embedded content was a purpose keeps that choice, unasked, with embedded content off', async ({ page, context }) => {
  // Version 1's cookie, before embedded content: measurement on, the rest off.
  await context.addCookies([{ ...consentCookie(1, 0, 0), value: 'v1.m1.a0.p0' }]);
  const painted = await watchBannerPaints(page);
  const third = await interceptThirdParties(page);
  await page.goto('/en');
  await expect(page.getByRole('button', { name: 'Privacy preferences' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await painted()).toBe(false);
  // Their choice still holds: the tag manager they allowed loads.
  await expect.poll(() => third.outside.some((u) => u.startsWith('https://www.googletagmanager.com/gtm.js'))).toBe(true);
  await page.getByRole('button', { name: 'Privacy preferences' }).click();
  const banner = page.getByRole('dialog');
  await banner.getByRole('button', { name: 'Customize' }).click();
  await expect(banner.getByRole('checkbox', { name: 'Measurement', exact: true })).toBeChecked();
  await expect(banner.getByRole('checkbox', { name: 'Embedded content' })).not.toBeChecked();
});

test('a reader who chose under a version of the purposes that no longer stands is asked again', async ({ page, context }) => {
  await context.addCookies([{ ...consentCookie(1, 1, 1), value: 'v0.m1.a1.p1' }]);
  const third = await interceptThirdParties(page);
  await page.goto('/en');
  await expect(page.getByRole('dialog')).toBeVisible();
  await pastConsentScriptDeadline(page);
  expect(third.outside).toEqual([]);
});

test('after rejecting nothing loads, across reloads and navigations; the preferences button changes the choice later', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = recordConsoleProblems(page);
  const third = await interceptThirdParties(page);
  await page.goto('/en');
  await page.getByRole('dialog').getByRole('button', { name: 'Reject all' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await pastConsentScriptDeadline(page);
  await page.reload();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.locator('.category-nav a, nav a[href^="/en/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await pastConsentScriptDeadline(page);
  expect(third.outside).toEqual([]);

  // Later the reader allows measurement only: the tag manager loads, the ad network does not.
  await page.getByRole('button', { name: 'Privacy preferences' }).click();
  const banner = page.getByRole('dialog');
  await banner.getByRole('button', { name: 'Customize' }).click();
  await expect(banner.getByRole('checkbox', { name: 'Necessary (always on)' })).toBeChecked();
  await expect(banner.getByRole('checkbox', { name: 'Necessary (always on)' })).toBeDisabled();
  await expect(banner.getByRole('checkbox', { name: 'Measurement', exact: true })).not.toBeChecked();
  // Every optional purpose is offered, off until the reader ticks it.
  for (const name of ['Advertising', 'Personalised advertising', 'Embedded content']) await expect(banner.getByRole('checkbox', { name, exact: true })).not.toBeChecked();
  await banner.getByRole('checkbox', { name: 'Measurement', exact: true }).check();
  await banner.getByRole('button', { name: 'Save choices' }).click();
  await expect.poll(() => third.outside.some((u) => u.startsWith('https://www.googletagmanager.com/gtm.js'))).toBe(true);
  await pastConsentScriptDeadline(page);
  expect(third.outside.filter((u) => !u.startsWith('https://www.googletagmanager.com/gtm.js'))).toEqual([]);
  expect(problems).toEqual([]);
});

test('withdrawing consent reloads the page without the tags it had loaded', async ({ page, context }) => {
  await context.addCookies([consentCookie(1, 0, 0)]);
  const third = await interceptThirdParties(page);
  await page.goto('/it');
  await expect.poll(() => third.outside.length).toBe(1);
  await page.getByRole('button', { name: 'Preferenze sulla privacy' }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('dialog').getByRole('button', { name: 'Rifiuta tutto' }).click()]);
  third.outside.length = 0;
  await expect(page.getByRole('button', { name: 'Preferenze sulla privacy' })).toBeVisible();
  await pastConsentScriptDeadline(page);
  expect(third.outside).toEqual([]);
  expect((await context.cookies()).find((c) => c.name === 'nd_consent')?.value).toBe('v2.m0.a0.p0.e0');
});

test('the banner works from the keyboard and handles focus like a dialog', async ({ page }) => {
  await interceptThirdParties(page);
  await page.goto('/en');
  const banner = page.getByRole('dialog', { name: 'Your privacy choices' });
  await expect(banner).toBeVisible();
  // A new reader's banner is not modal: Tab from its last button leads on to the page (the skip link came before it).
  await banner.getByRole('button', { name: 'Accept all' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('header.site-header a').first()).toBeFocused();
  await banner.getByRole('button', { name: 'Reject all' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  const prefs = page.getByRole('button', { name: 'Privacy preferences' });
  await expect(prefs).toBeFocused();

  await page.keyboard.press('Enter');
  const reopened = page.getByRole('dialog', { name: 'Your privacy choices' });
  await expect(reopened.getByRole('heading', { name: 'Your privacy choices' })).toBeFocused();
  // Opened by the reader, it is a dialog: Tab from the last button comes back to the first link.
  await reopened.getByRole('button', { name: 'Accept all' }).focus();
  await page.keyboard.press('Tab');
  await expect(reopened.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(reopened).toHaveCount(0);
  await expect(prefs).toBeFocused();
});

test('accept and reject are equally easy: same size, both one click away', async ({ page }) => {
  await interceptThirdParties(page);
  await page.goto('/en');
  const banner = page.getByRole('dialog');
  const accept = await banner.getByRole('button', { name: 'Accept all' }).boundingBox();
  const reject = await banner.getByRole('button', { name: 'Reject all' }).boundingBox();
  expect(accept!.height).toBeGreaterThanOrEqual(44);
  expect(Math.abs(accept!.height - reject!.height)).toBeLessThan(1);
  expect(Math.abs(accept!.width - reject!.width)).toBeLessThan(2);
  // Floating at the bottom centre of the viewport.
  const box = (await banner.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
});
