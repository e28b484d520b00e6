// A post's or a category's translations from the wire: the link as the path
// the cluster keeps (src/domain/translations.ts checks it is one of the site's),
// the date as a W3C date.
import type { Translation } from '../../../src/domain/content.ts';
import { toW3cDate } from '../../../src/domain/publicationDates.ts';
import type { WireTranslation } from '../codecs/translation.ts';
import { compact } from './compact.ts';

/** Undefined when WordPress sent none (an older plugin): the entity then has no field for it. */
export const toTranslations = (wire: readonly WireTranslation[] | undefined): Translation[] | undefined =>
  wire?.map((version) => compact({ lang: version.lang, path: version.permalink, id: version.id, publishedAt: toW3cDate(version.date) }));
