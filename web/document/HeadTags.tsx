import type { ResolvedHead } from './usePageHead.ts';

/** Head metadata as elements; React keeps one set current across client navigations. */
export const HeadTags = ({ head, siteOrigin }: { head: ResolvedHead; siteOrigin: string }) => (
  <>
    <title>{head.title}</title>
    {head.description ? <meta name="description" content={head.description} /> : null}
    {head.robots ? <meta name="robots" content={head.robots} /> : null}
    <link rel="canonical" href={`${siteOrigin}${head.canonicalPath}`} />
  </>
);
