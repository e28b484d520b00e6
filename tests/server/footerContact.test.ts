import { afterAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../src/domain/language.ts';
import { startDemoSite } from './demoSite.ts';

// The footer's contact link of each language's home, as readers get it from the server.
const contactLinks = async (site: Awaited<ReturnType<typeof startDemoSite>>) =>
  Object.fromEntries(
    await Promise.all(
      LANGS.map(async (lang) => {
        const html = await (await site.get(`/${lang}`)).text();
        const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
        return [lang, [...footer.matchAll(/href="(mailto:[^"]*)"/g)].map((m) => m[1])] as const;
      }),
    ),
  );

describe("the footer's contact link", () => {
  const sites: Awaited<ReturnType<typeof startDemoSite>>[] = [];
  afterAll(() => Promise.all(sites.map((site) => site.close())));

  it("links each language's mailbox from CONTACT_EMAIL, and the general address in the others", async () => {
    const site = await startDemoSite({ CONTACT_EMAIL: 'newsroom@news.example,it=redazione@news.example,de=redaktion@news.example,fr=redaction@news.example' });
    sites.push(site);
    expect(await contactLinks(site)).toEqual({
      it: ['mailto:redazione@news.example'],
      en: ['mailto:newsroom@news.example'],
      fr: ['mailto:redaction@news.example'],
      de: ['mailto:redaktion@news.example'],
      es: ['mailto:newsroom@news.example'],
      pt: ['mailto:newsroom@news.example'],
    });
  });

  it('links one same address in every language when CONTACT_EMAIL is unset', async () => {
    const site = await startDemoSite();
    sites.push(site);
    const links = Object.values(await contactLinks(site));
    expect(links.every((link) => link.length === 1)).toBe(true);
    expect(new Set(links.flat()).size).toBe(1);
  });
});
