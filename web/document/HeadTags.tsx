import { serializeForScript } from '../../src/domain/safeJson.ts';
import type { ResolvedHead } from './usePageHead.ts';

const absolute = (siteOrigin: string, path: string): string => (/^https?:\/\//.test(path) ? path : `${siteOrigin}${path}`);

/** Head metadata as elements; React keeps one set current across client navigations. */
export const HeadTags = ({ head, siteOrigin }: { head: ResolvedHead; siteOrigin: string }) => {
  const canonical = absolute(siteOrigin, head.canonicalPath);
  const image = { ...head.image, url: absolute(siteOrigin, head.image.url) };
  return (
    <>
      <title>{head.title}</title>
      {head.description ? <meta name="description" content={head.description} /> : null}
      {head.keywords ? <meta name="keywords" content={head.keywords} /> : null}
      {head.robots ? <meta name="robots" content={head.robots} /> : null}
      <link rel="canonical" href={canonical} />
      {(head.alternates ?? []).map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      {head.feeds.map((feed) => (
        <link key={feed.href} rel="alternate" type="application/rss+xml" title={feed.title} href={absolute(siteOrigin, feed.href)} />
      ))}
      {head.prevPath ? <link rel="prev" href={absolute(siteOrigin, head.prevPath)} /> : null}
      {head.nextPath ? <link rel="next" href={absolute(siteOrigin, head.nextPath)} /> : null}
      <meta property="og:site_name" content={head.brand} />
      <meta property="og:title" content={head.title} />
      {head.description ? <meta property="og:description" content={head.description} /> : null}
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={head.type ?? 'website'} />
      <meta property="og:locale" content={head.locale} />
      <meta property="og:image" content={image.url} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      {head.description ? <meta name="twitter:description" content={head.description} /> : null}
      <meta name="twitter:image" content={image.url} />
      <meta name="twitter:image:alt" content={image.alt} />
      {/* The newsroom's own X account, when it configured one: never someone else's. */}
      {head.twitterSite ? <meta name="twitter:site" content={head.twitterSite} /> : null}
      {head.twitterSite ? <meta name="twitter:creator" content={head.twitterSite} /> : null}
      <meta name="msapplication-TileColor" content="#e8057a" />
      {head.article?.publishedTime ? <meta property="article:published_time" content={head.article.publishedTime} /> : null}
      {head.article?.section ? <meta property="article:section" content={head.article.section} /> : null}
      {(head.article?.tags ?? []).map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      {head.structuredData && head.structuredData.length > 0 ? (
        // Escaped: a headline containing </script> cannot end this element.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(head.structuredData.length === 1 ? head.structuredData[0] : head.structuredData) }} />
      ) : null}
    </>
  );
};
