// Three to five further-reading links per article, picked from its topic's
// sources. Some leave out `domain` (the site derives it from the URL) and one
// has no image (the site shows a placeholder), as real link boxes do. Each
// link's description is the language's own line about that source.
import { MOTIFS, type ArtMotif } from '../art/motifs.ts';
import type { MediaRegistry } from './mediaAssets.ts';
import type { OutboundSource, SourceId } from './outboundSources.ts';
import type { SiteTexts } from './textTypes.ts';
import type { WireOutboundLink } from './wireTypes.ts';
import { seedOf } from '../seededRandom.ts';

const PREVIEW_MOTIFS = Object.keys(MOTIFS) as ArtMotif[];

const hostOf = (url: string): string => new URL(url).hostname.replace(/^www\./, '');

export const buildOutboundLinks = (
  sources: readonly OutboundSource<SourceId>[],
  variant: number,
  count: number,
  site: SiteTexts,
  media: MediaRegistry,
): WireOutboundLink[] =>
  Array.from({ length: count }, (_, k) => {
    const source = sources[(variant + k) % sources.length]!;
    // A preview of another site's page: any motif, the same one for a source wherever it is linked.
    const motif = PREVIEW_MOTIFS[seedOf(source.id) % PREVIEW_MOTIFS.length]!;
    return {
      title: source.title,
      url: source.url,
      ...(k % 2 === 0 ? { domain: hostOf(source.url) } : {}),
      ...(k === 2 ? {} : { image: media.art(motif, `link-${source.id}`, 480, 270) }),
      description: site.sourceDescriptions[source.id],
    };
  });
