// Links each post to its translations once, when the dataset is built: the posts of a
// translation group (translationGroups.ts) each list every member, themselves included,
// in Newsdesk's language order, as the companion plugin answers them
// (docs/content-api-contract.md). A post in no group lists itself alone.
import { LANGS, type Lang } from '../../../src/domain/language.ts';
import type { DemoPost, UnlinkedPost } from './buildPosts.ts';
import type { WirePostTranslation } from './wireTypes.ts';

const entryOf = (lang: Lang, post: UnlinkedPost): WirePostTranslation => ({
  lang,
  slug: post.slug,
  permalink: post.full.link,
  date: post.full.datePublished,
  id: post.id,
});

export const linkTranslations = (posts: Readonly<Record<Lang, readonly UnlinkedPost[]>>): Record<Lang, DemoPost[]> => {
  // Walking the languages in their order fills each group in that order.
  const groups = new Map<string, WirePostTranslation[]>();
  for (const lang of LANGS) {
    for (const post of posts[lang]) {
      if (post.group === null) continue;
      const members = groups.get(post.group) ?? [];
      members.push(entryOf(lang, post));
      groups.set(post.group, members);
    }
  }
  return Object.fromEntries(
    LANGS.map((lang): [Lang, DemoPost[]] => [
      lang,
      posts[lang].map((post): DemoPost => ({
        ...post,
        full: { ...post.full, translations: post.group === null ? [entryOf(lang, post)] : groups.get(post.group)! },
      })),
    ]),
  ) as Record<Lang, DemoPost[]>;
};
