import { describe, expect, it } from 'vitest';
import { createInMemoryContent } from '../../../adapters/in-memory/createInMemoryContent.ts';
import { loadShell } from '../../../src/use-cases/loadShell.ts';
import { createRecordingLogger as recordingLogger } from '../../builders/recordingLogger.ts';
import { labelledTranslations } from '../../builders/translations.ts';

const category = (slug: string, name: string) => ({ slug, name, description: '', children: [] });

describe('language shell', () => {
  it('lists the categories linking to /{lang}/{category} and the popular searches', async () => {
    const content = createInMemoryContent({ categories: [category('robotica', 'Robotica')], popularSearches: [{ term: 'chatgpt' }, { term: ' ' }] });
    const result = await loadShell({ siteOrigin: 'https://news.example', content, translations: labelledTranslations(), logger: recordingLogger() })('it')();
    expect(result).toMatchObject({ _tag: 'Right', right: { lang: 'it', bcp47: 'it-IT', locale: 'it_IT', categories: [{ name: 'Robotica', slug: 'robotica', href: '/it/robotica' }], popularSearches: ['chatgpt'] } });
  });

  it('still frames the page, with empty lists and a warning, when those calls fail', async () => {
    const content = createInMemoryContent({ failing: ['categories', 'popularSearches'] });
    const logger = recordingLogger();
    const result = await loadShell({ siteOrigin: 'https://news.example', content, translations: labelledTranslations(), logger })('de')();
    expect(result).toMatchObject({ _tag: 'Right', right: { lang: 'de', categories: [], popularSearches: [] } });
    expect(logger.entries.map((e) => e.level)).toEqual(['WARN', 'WARN']);
  });

  it("carries the newsroom's configured registration line of the language, contact link and social profiles to the footer", async () => {
    const newsroom = {
      companyLines: { de: 'Beispiel Medien GmbH · HRB 12345 · Berlin' },
      contactAddresses: { general: 'newsroom@news.example', byLang: { de: 'redaktion@news.example' } },
      socialProfiles: [{ name: 'X', href: 'https://x.com/ournews' }],
    };
    const deps = { siteOrigin: 'https://news.example', content: createInMemoryContent({}), translations: labelledTranslations(), logger: recordingLogger(), newsroom };
    expect(await loadShell(deps)('de')()).toMatchObject({
      _tag: 'Right',
      right: { companyLine: 'Beispiel Medien GmbH · HRB 12345 · Berlin', legal: { contact: 'mailto:redaktion@news.example' }, socialProfiles: [{ name: 'X', href: 'https://x.com/ournews' }] },
    });
    const italian = await loadShell(deps)('it')();
    expect(italian._tag === 'Right' && italian.right).not.toHaveProperty('companyLine');
  });

  it('shows no registration line, contact link or social profile when the newsroom configured none', async () => {
    const result = await loadShell({ siteOrigin: 'https://news.example', content: createInMemoryContent({}), translations: labelledTranslations(), logger: recordingLogger() })('en')();
    if (result._tag !== 'Right') throw new Error('no shell');
    expect(result.right).not.toHaveProperty('companyLine');
    expect(result.right.legal).not.toHaveProperty('contact');
    expect(result.right.socialProfiles).toEqual([]);
  });
});
