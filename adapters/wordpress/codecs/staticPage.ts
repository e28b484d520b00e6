// A static page (about, terms), as get_page sends it.
import * as t from 'io-ts';
import type { PageTranslation, StaticPage } from '../../../src/domain/content.ts';
import { buildFrom, compact } from './buildFrom.ts';
import { LenientNumber, LenientString, optionalOf, Passthrough } from './lenient.ts';
import { tolerantArrayOf, type DropSink } from './tolerantArray.ts';

const TranslationCodec = buildFrom(
  'PageTranslation',
  t.exact(t.partial({ lang: LenientString, permalink: LenientString })),
  (raw): PageTranslation | string => (raw.lang && raw.permalink ? { lang: raw.lang, permalink: raw.permalink } : 'a translation needs lang and permalink'),
);

/** A page needs an id and a title; `content` defaults to '' and `translations` to []. */
export const staticPageCodec = (onDrop: DropSink): t.Type<StaticPage, unknown, unknown> =>
  buildFrom(
    'StaticPage',
    t.exact(
      t.partial({
        id: LenientNumber, ID: LenientNumber, date: LenientString, title: LenientString, content: LenientString,
        excerpt: LenientString, link: LenientString, translations: optionalOf(tolerantArrayOf(TranslationCodec, onDrop)),
        template: LenientString,
        // Kept as sent: the core validates it before it reaches the page head.
        structured_data: Passthrough,
      }),
    ),
    (raw): StaticPage | string => {
      const id = raw.id ?? raw.ID;
      if (id === undefined) return 'a page needs an id (id or ID)';
      if (raw.title === undefined) return 'a page needs a title';
      return compact({
        id, date: raw.date, title: raw.title, content: raw.content ?? '', excerpt: raw.excerpt, link: raw.link,
        translations: raw.translations ?? [], template: raw.template, structured_data: raw.structured_data,
      });
    },
  );
