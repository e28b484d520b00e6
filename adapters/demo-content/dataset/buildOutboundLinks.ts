// Three to five further-reading links per article, picked from its topic's
// sources. Some leave out `domain` (the site derives it from the URL) and one
// has no image (the site shows a placeholder), as real link boxes do.
import { ART_STYLES, type MediaRegistry } from './mediaAssets.ts';
import type { OutboundSource } from './outboundSources.ts';
import type { SiteTexts } from './textTypes.ts';
import type { WireOutboundLink } from './wireTypes.ts';
import { seedOf } from '../seededRandom.ts';

const hostOf = (url: string): string => new URL(url).hostname.replace(/^www\./, '');

export const buildOutboundLinks = (
  sources: readonly OutboundSource[],
  variant: number,
  count: number,
  site: SiteTexts,
  media: MediaRegistry,
): WireOutboundLink[] =>
  Array.from({ length: count }, (_, k) => {
    const source = sources[(variant + k) % sources.length]!;
    const style = ART_STYLES[seedOf(source.id) % ART_STYLES.length]!;
    return {
      title: source.title,
      url: source.url,
      ...(k % 2 === 0 ? { domain: hostOf(source.url) } : {}),
      ...(k === 2 ? {} : { image: media.art(style, `link-${source.id}`, 480, 270) }),
      description: site.linkBlurbs[source.kind],
    };
  });
