// The media_inline items matching an article's placeholders: local SVG
// illustrations for the first two slots, the demo video for the third. Credits
// point at the newsroom's own about page, since the demo draws its own art.
import { DEMO_VIDEO } from '../demoVideo.ts';
import type { ArtStyle, SiteTexts } from './textTypes.ts';
import type { MediaRegistry } from './mediaAssets.ts';
import type { WireMediaItem } from './wireTypes.ts';

export interface InlineMediaInput {
  readonly slots: readonly string[];
  readonly style: ArtStyle;
  /** Unique per article, shared by its translations. */
  readonly seedKey: string;
  readonly captions: readonly [string, string];
  readonly site: SiteTexts;
  readonly aboutUrl: string;
  readonly media: MediaRegistry;
  readonly upperCaseSlotId: boolean;
}

/** Even and odd articles get a landscape or a square second image, as photo desks mix formats. */
const SECOND_IMAGE_SIZES = [
  { width: 1200, height: 800 },
  { width: 1080, height: 1080 },
] as const;

export const buildInlineMedia = (input: InlineMediaInput): WireMediaItem[] => {
  const { site, media, style, seedKey } = input;
  const credit = {
    page_url: input.aboutUrl,
    registrable_domain: 'newsdesk.example',
    source_title: site.media.sourceTitle,
    source_description: site.media.sourceDescription,
    license_label: site.media.license,
    safe_for_hotlink: true,
  };
  return input.slots.map((slot, index): WireMediaItem => {
    if (slot === 'slot-3') {
      return {
        slot_id: slot,
        kind: 'video',
        asset_url: media.video(DEMO_VIDEO.fileName),
        content_type: DEMO_VIDEO.contentType,
        width: DEMO_VIDEO.width,
        height: DEMO_VIDEO.height,
        alt_text: site.media.videoAlt,
        caption: site.media.videoCaption,
        ...credit,
        priority: false,
      };
    }
    const size = index === 0 ? { width: 1200, height: 675 } : SECOND_IMAGE_SIZES[seedKey.length % 2]!;
    return {
      slot_id: input.upperCaseSlotId && slot === 'slot-2' ? 'Slot-2' : slot,
      kind: 'image',
      asset_url: media.art(style, `${seedKey}-${slot}`, size.width, size.height),
      content_type: 'image/svg+xml',
      width: size.width,
      height: size.height,
      alt_text: site.artAlt[style],
      caption: input.captions[index === 0 ? 0 : 1],
      ...credit,
      priority: index === 0,
    };
  });
};
