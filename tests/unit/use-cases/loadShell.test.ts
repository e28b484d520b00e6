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
});
