import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { loadPreview } from '../../../src/use-cases/loadPreview.ts';
import type { Draft, PreviewError, PreviewLink, PreviewPort } from '../../../src/ports/PreviewPort.ts';
import { aPost } from '../../builders/post.ts';
import { screenPorts } from '../../builders/ports.ts';
import { safeHtml } from '../../builders/safeHtml.ts';

const SIG = 'ab'.repeat(32);

/** A preview port that hands out one draft and records the links it was asked for. */
const recordingPreview = (answer: E.Either<PreviewError, Draft>) => {
  const asked: PreviewLink[] = [];
  const port: PreviewPort = {
    draft: (_lang, link) => {
      asked.push(link);
      return TE.fromEither(answer);
    },
  };
  return { port, asked };
};

describe("an editor's preview", () => {
  it('shows the draft article with noindex and without purge tags', async () => {
    const post = aPost({ id: 9, slug: 'draft', title: 'Draft', content: safeHtml('<p>Body</p>') });
    const { port, asked } = recordingPreview(E.right({ kind: 'post', post, related: [aPost({ id: 3 })] }));
    const { deps } = screenPorts({ posts: [] });
    const outcome = await loadPreview({ ...deps, preview: port })({ lang: 'en', id: '9', exp: '1800000000', sig: SIG })();
    expect(asked).toEqual([{ id: 9, expires: 1_800_000_000, signature: SIG }]);
    expect(outcome).toMatchObject({ kind: 'view', view: { screen: 'preview', draft: { screen: 'article', title: 'Draft', related: [{ id: 3 }] } }, head: { robots: 'noindex, nofollow' } });
    expect(outcome.kind === 'view' && outcome.tags).toBeUndefined();
  });

  it('refuses a malformed link with 403 without asking for the draft', async () => {
    const { port, asked } = recordingPreview(E.left({ _tag: 'not-found' }));
    const { deps } = screenPorts();
    for (const req of [{ id: 'x9', exp: '1', sig: SIG }, { id: '9', exp: 'soon', sig: SIG }, { id: '9', exp: '1', sig: 'abc' }]) {
      expect(await loadPreview({ ...deps, preview: port })({ lang: 'fr', ...req })()).toEqual({ kind: 'forbidden', lang: 'fr' });
    }
    expect(asked).toEqual([]);
  });

  it('maps what the port says: forbidden 403, missing 404, failing 503', async () => {
    const { deps } = screenPorts();
    const outcomeOf = (error: { _tag: 'forbidden' } | { _tag: 'not-found' } | { _tag: 'unavailable'; message: string }) =>
      loadPreview({ ...deps, preview: { draft: () => TE.left(error) } })({ lang: 'it', id: '1', exp: '1', sig: SIG })();
    expect(await outcomeOf({ _tag: 'forbidden' })).toEqual({ kind: 'forbidden', lang: 'it' });
    expect(await outcomeOf({ _tag: 'not-found' })).toEqual({ kind: 'not-found', lang: 'it' });
    expect(await outcomeOf({ _tag: 'unavailable', message: 'down' })).toEqual({ kind: 'unavailable', lang: 'it' });
  });

  it('does not exist without a preview port: a not-found', async () => {
    const { deps } = screenPorts();
    expect(await loadPreview(deps)({ lang: 'de', id: '1', exp: '1', sig: SIG })()).toEqual({ kind: 'not-found', lang: 'de' });
  });
});
