import { createInMemoryContent, type InMemoryContentData } from '../../adapters/in-memory/createInMemoryContent.ts';
import type { ScreenDeps } from '../../src/use-cases/loadScreen.ts';
import { createRecordingLogger as recordingLogger } from './recordingLogger.ts';
import { labelledTranslations } from './translations.ts';

/** Screen ports over in-memory content, with the recorders a test may inspect. */
export const screenPorts = (data: InMemoryContentData = {}) => {
  const content = createInMemoryContent(data);
  const logger = recordingLogger();
  const deps: ScreenDeps = { content, logger, translations: labelledTranslations(), siteOrigin: 'https://news.example' };
  return { deps, content, logger };
};
