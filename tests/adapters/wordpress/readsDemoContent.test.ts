import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { startDemoContentServer, type DemoContentServer } from '../../../adapters/demo-content/startDemoContentServer.ts';
import { createWordpressContent } from '../../../adapters/wordpress/createWordpressContent.ts';
import { resolvePaths } from '../../../adapters/wordpress/wordpressPaths.ts';
import { LANGS, LANGUAGE_TABLE } from '../../../src/domain/language.ts';
import type { ContentPort } from '../../../src/ports/ContentPort.ts';
import { createRecordingLogger, type RecordingLogger } from '../../builders/recordingLogger.ts';

// The embedded demo content speaks the same contract on purpose (with WordPress's
// quirks: numeric strings, nulls, ID, index_slugs as a string), so the real
// adapter must read every call of it without dropping or failing anything.
describe('WordPress adapter against the embedded demo content', () => {
  let demo: DemoContentServer;
  beforeAll(async () => {
    demo = await startDemoContentServer({ port: 0, now: new Date('2025-06-15T10:30:00Z') });
  });
  afterAll(async () => {
    await demo.close();
  });

  const connect = (env: 'production' | 'staging'): { content: ContentPort; logger: RecordingLogger } => {
    const logger = createRecordingLogger();
    return { content: createWordpressContent({ baseUrl: demo.url, paths: resolvePaths(env), logger }), logger };
  };

  const rightOf = <A>(result: E.Either<unknown, A>): A => {
    if (E.isLeft(result)) throw new Error(`expected a Right, got ${JSON.stringify(result.left)}`);
    return result.right;
  };

  it.each(LANGS.flatMap((lang) => [[lang, 'production'], [lang, 'staging']] as const))(
    'reads every call in %s (%s paths) without a warning or an error',
    async (lang, env) => {
      const { content, logger } = connect(env);
      const categories = rightOf(await content.categories(lang)());
      const latest = rightOf(await content.latestPosts(lang, 1)());
      const first = latest.posts[0];
      const section = categories[0];
      expect(first).toBeDefined();
      expect(section).toBeDefined();
      if (!first || !section) return;

      const post = rightOf(await content.post(lang, first.slug)());
      expect(post.id).toBe(first.id);
      rightOf(await content.category(lang, section.slug)());
      rightOf(await content.categoryPosts(lang, section.slug, 1)());
      rightOf(await content.relatedPosts(lang, post.id, first.slug)());
      rightOf(await content.popularPosts(lang)());
      rightOf(await content.popularSearches(lang)());
      rightOf(await content.suggestions(lang, post.title.slice(0, 4))());
      rightOf(await content.search(lang, { s: post.title.split(' ')[0] ?? '', page: 1, qdata: 'any' })());
      rightOf(await content.page(lang, LANGUAGE_TABLE[lang].slugs.about)());

      expect(logger.entries).toEqual([]);
    },
  );
});
