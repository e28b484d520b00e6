// A static page (about, terms) on the wire, as get_page sends it.
import * as t from 'io-ts';
import { buildFrom } from './buildFrom.ts';
import { LenientNumber, LenientString, optionalOf } from './lenient.ts';
import { tolerantArrayOf, type DropSink } from './tolerantArray.ts';

const TranslationCodec = buildFrom(
  'PageTranslation',
  t.exact(t.partial({ lang: LenientString, permalink: LenientString })),
  ({ lang, permalink }) => (lang && permalink ? { lang, permalink } : 'a translation needs lang and permalink'),
);

/** A page needs an id and a title. */
export const staticPageCodec = (onDrop: DropSink) =>
  buildFrom(
    'StaticPage',
    t.exact(
      t.partial({
        id: LenientNumber, ID: LenientNumber, date: LenientString, title: LenientString, content: LenientString, link: LenientString,
        excerpt: LenientString, translations: optionalOf(tolerantArrayOf(TranslationCodec, onDrop)),
        // Any JSON: the mapping keeps it when it is an object.
        structured_data: t.unknown,
      }),
    ),
    ({ id, ID, title, ...rest }) => {
      const pageId = id ?? ID;
      if (pageId === undefined) return 'a page needs an id (id or ID)';
      if (title === undefined) return 'a page needs a title';
      return { ...rest, id: pageId, title };
    },
  );

export type WireStaticPage = t.TypeOf<ReturnType<typeof staticPageCodec>>;
