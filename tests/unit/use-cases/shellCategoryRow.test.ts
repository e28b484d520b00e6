import { describe, expect, it } from 'vitest';
import { createInMemoryContent } from '../../../adapters/in-memory/createInMemoryContent.ts';
import { createStaticTranslations } from '../../../adapters/i18n/staticTranslations.ts';
import { LANGS } from '../../../src/domain/language.ts';
import { loadShell, type ShellView } from '../../../src/use-cases/loadShell.ts';
import { createRecordingLogger as recordingLogger } from '../../builders/recordingLogger.ts';

const category = (i: number) => ({ slug: `section-${i}`, name: `Section number ${i}`, description: '', children: [] });

/** The shell of a WordPress with `count` top-level categories, "More" reading `more`. */
const shellWith = async (count: number, more: string): Promise<ShellView> => {
  const translations = createStaticTranslations(Object.fromEntries(LANGS.map((lang) => [lang, { moreSections: more }])) as never);
  const content = createInMemoryContent({ categories: Array.from({ length: count }, (_, i) => category(i)) });
  const result = await loadShell({ siteOrigin: 'https://news.example', content, translations, logger: recordingLogger() })('en')();
  if (result._tag !== 'Right') throw new Error('no shell');
  return result.right;
};

/** How many categories the row holds from the phone menu's breakpoint (48rem) on. */
const inRowAtEveryWidth = (shell: ShellView) => shell.categoryRow.rowFrom.filter((from) => from === 48).length;

describe("the shell's header row", () => {
  it('says which categories the row holds, the first ones, and leaves the rest under More', async () => {
    const shell = await shellWith(40, 'More');
    expect(shell.categoryRow.rowFrom).toHaveLength(40);
    expect(shell.categoryRow.rowFrom[0]).not.toBeNull();
    expect(shell.categoryRow.rowFrom[39]).toBeNull();
    expect(shell.categoryRow.moreUntil).toBeNull();
  });

  it('has no More for a handful of sections', async () => {
    const shell = await shellWith(3, 'More');
    expect(shell.categoryRow).toEqual({ rowFrom: [48, 48, 48], moreUntil: 48 });
  });

  it("makes room for the language's own More label", async () => {
    const short = await shellWith(40, 'More');
    const long = await shellWith(40, 'Further sections of this newsroom, in alphabetical order');
    expect(inRowAtEveryWidth(long)).toBeLessThan(inRowAtEveryWidth(short));
  });
});
