// Three to five further-reading links per article, picked from its topic's
// sources. Some leave out `domain` (the site derives it from the URL) and one
// has no image (the site shows a placeholder), as real link boxes do.
import type { MediaRegistry } from './mediaAssets.ts';
import type { OutboundSource } from './outboundSources.ts';
import type { SiteTexts } from './textTypes.ts';
import { TOPIC_KEYS } from './topics.ts';
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
    // A preview of another site's page: any motif, the same one for a source wherever it is linked.
    const motif = TOPIC_KEYS[seedOf(source.id) % TOPIC_KEYS.length]!;
    return {
      title: source.title,
      url: source.url,
      ...(k % 2 === 0 ? { domain: hostOf(source.url) } : {}),
      ...(k === 2 ? {} : { image: media.art(motif, `link-${source.id}`, 480, 270) }),
      description: site.linkBlurbs[source.kind],
    };
  });
