// The plugin's signed draft: a post with the related posts it would show, or a page.
import * as t from 'io-ts';
import { optionalOf } from './lenient.ts';
import { postCodec } from './post.ts';
import { staticPageCodec } from './staticPage.ts';
import { tolerantArrayOf, type DropSink } from './tolerantArray.ts';

export const previewCodec = (onDrop: DropSink) =>
  t.union([
    t.type({ type: t.literal('post'), post: postCodec(onDrop), related: optionalOf(tolerantArrayOf(postCodec(onDrop), onDrop)) }),
    t.type({ type: t.literal('page'), page: staticPageCodec(onDrop) }),
  ]);

export type WirePreview = t.TypeOf<ReturnType<typeof previewCodec>>;
