// One version of a post or a category in another language, as WordPress links
// them (docs/content-api-contract.md#translations). An entry without a language
// of the site or a link is dropped alone; the post or category stays.
import * as t from 'io-ts';
import { isLang } from '../../../src/domain/language.ts';
import { buildFrom } from './buildFrom.ts';
import { LenientNumber, LenientString, optionalOf } from './lenient.ts';
import { tolerantArrayOf, type DropSink } from './tolerantArray.ts';

const TranslationCodec = buildFrom(
  'Translation',
  t.exact(t.partial({ lang: LenientString, permalink: LenientString, id: LenientNumber, date: LenientString })),
  ({ lang, permalink, id, date }) => {
    if (!isLang(lang)) return 'a translation needs one of the site’s languages';
    if (!permalink) return 'a translation needs a permalink';
    return { lang, permalink, ...(id === undefined ? {} : { id }), ...(date === undefined ? {} : { date }) };
  },
);

export const translationsCodec = (onDrop: DropSink) => optionalOf(tolerantArrayOf(TranslationCodec, onDrop));

export type WireTranslation = t.TypeOf<typeof TranslationCodec>;
