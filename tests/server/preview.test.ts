import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startComposedSite } from '../builders/composedSite.ts';
import { DRAFT_TITLE, DRAFT_TITLE_TEXT, startPreviewContentApi } from '../builders/previewContentApi.ts';

const SECRET = 'a-secret-shared-with-wordpress-0123456789';

/** The site as production composes it, reading a WordPress stand-in with the plugin's draft endpoint. */
const startSite = (api: { url: string }, env: Record<string, string>) => startComposedSite({ CONTENT_API_URL: api.url, ...env });

describe('editorial preview', () => {
  let api: Awaited<ReturnType<typeof startPreviewContentApi>>;
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    api = await startPreviewContentApi({ secret: SECRET });
    site = await startSite(api, { PREVIEW_SECRET: SECRET });
  });
  afterAll(async () => {
    await site.close();
    await api.close();
  });

  const inTenMinutes = () => Math.floor(Date.now() / 1000) + 600;
  const linkTo = (lang: string, id: number, exp = inTenMinutes(), sig = api.sign(id, exp)) => `/${lang}/_preview/${id}?exp=${exp}&sig=${sig}`;

  it('shows a draft as readers will see it, under a translated "not published" banner', async () => {
    const answer = await site.get(linkTo('en', api.drafts.post));
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('data-testid="preview-banner"');
    expect(html).toContain('Preview, not published');
    // The title's inline markup in the heading, its words in the page's title.
    expect(html).toContain(`<h1 class="article__title">${DRAFT_TITLE}</h1>`);
    expect(html).toContain(`<title>${DRAFT_TITLE_TEXT} | Newsdesk</title>`);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    // The article around it: related posts and the rest of the page, as published articles have.
    expect(html).toMatch(/<section class="related"[^>]*><h2[^>]*>Related articles<\/h2>/);
    const italian = await (await site.get(linkTo('it', api.drafts.post))).text();
    expect(italian).toContain('Anteprima: non ancora pubblicato');
  });

  it('is never cached nor indexed: private, no-store, noindex, no purge tags, asked of WordPress every time', async () => {
    const link = linkTo('en', api.drafts.post);
    const before = api.requests.length;
    for (let i = 0; i < 2; i += 1) {
      const answer = await site.get(link);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(answer.headers.get('surrogate-key')).toBeNull();
      expect(answer.headers.get('x-cache')).toBeNull();
      expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'strict-dynamic'/);
    }
    expect(api.requests.length - before).toBe(2);
    expect(await site.stores.pages.size()).toBe(0);
  });

  it('shows a draft page with the banner, noindex', async () => {
    const answer = await site.get(linkTo('en', api.drafts.page));
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('About us (new version)');
    expect(html).toContain('Preview, not published');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers client navigations from /_data the same way: private, no-store, noindex', async () => {
    const answer = await site.get(`/_data/preview${linkTo('en', api.drafts.post)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const body = (await answer.json()) as { kind: string; view: { screen: string; draft: { title: string; titleHtml: string } } };
    expect(body).toMatchObject({ kind: 'view', view: { screen: 'preview', draft: { title: DRAFT_TITLE_TEXT, titleHtml: DRAFT_TITLE } } });
  });

  it('refuses a forged, altered, expired or malformed link with a translated 403 page, before asking WordPress', async () => {
    const exp = inTenMinutes();
    const past = Math.floor(Date.now() / 1000) - 1;
    const refused = [
      linkTo('en', api.drafts.post, exp, 'f'.repeat(64)),
      linkTo('en', api.drafts.page, exp, api.sign(api.drafts.post, exp)),
      `/en/_preview/${api.drafts.post}?exp=${exp + 60}&sig=${api.sign(api.drafts.post, exp)}`,
      linkTo('en', api.drafts.post, past),
      `/en/_preview/${api.drafts.post}?exp=${exp}`,
      `/en/_preview/abc?exp=${exp}&sig=${api.sign(1, exp)}`,
    ];
    const before = api.requests.length;
    for (const link of refused) {
      const answer = await site.get(link);
      expect(answer.status, link).toBe(403);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      const html = await answer.text();
      expect(html).toContain('This preview link is not valid or has expired.');
      expect(html).not.toContain(DRAFT_TITLE.slice(0, 12));
    }
    expect(api.requests.length).toBe(before);
    expect((await (await site.get(linkTo('de', api.drafts.post, past))).text())).toContain('Vorschau-Link ungültig');
  });

  it('answers a link for a post WordPress does not have with the not-found page, uncached', async () => {
    const answer = await site.get(linkTo('en', 999));
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 403 when WordPress refuses a link Newsdesk accepted (the two secrets differ)', async () => {
    const other = await startSite(api, { PREVIEW_SECRET: 'another-secret-that-wordpress-does-not-know' });
    try {
      const exp = inTenMinutes();
      const { createHmac } = await import('node:crypto');
      const sig = createHmac('sha256', 'another-secret-that-wordpress-does-not-know').update(`${api.drafts.post}:${exp}`).digest('hex');
      expect((await other.get(`/en/_preview/${api.drafts.post}?exp=${exp}&sig=${sig}`)).status).toBe(403);
    } finally {
      await other.close();
    }
  });

  it('does not exist without PREVIEW_SECRET: a 404', async () => {
    const bare = await startSite(api, {});
    try {
      const answer = await bare.get(linkTo('en', api.drafts.post));
      expect(answer.status).toBe(404);
      expect((await bare.get(`/_data/preview${linkTo('en', api.drafts.post)}`)).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
