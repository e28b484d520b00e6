// The media_inline items matching an article's placeholders: local JPEG
// illustrations for the first two slots, the demo video for the third, with a
// poster drawn for the article: each a different motif of the article's
// subject (articleArt.ts). Credits point at the newsroom's own about page,
// since the demo draws its own art.
import type { ArticleArt } from './articleArt.ts';
import { DEMO_VIDEO } from '../demoVideo.ts';
import type { SiteTexts } from './textTypes.ts';
import type { MediaRegistry } from './mediaAssets.ts';
import type { WireMediaItem } from './wireTypes.ts';

export interface InlineMediaInput {
  readonly slots: readonly string[];
  readonly art: ArticleArt;
  /** Unique per article, shared by its translations. */
  readonly seedKey: string;
  readonly captions: readonly [string, string];
  readonly site: SiteTexts;
  readonly aboutUrl: string;
  readonly media: MediaRegistry;
  readonly upperCaseSlotId: boolean;
}

/** The first image is a wide 16:9 (at WordPress's `large` width). */
const FIRST_IMAGE_SIZE = { width: 1024, height: 576 } as const;

/** Even and odd articles get a landscape or a square second image, as photo desks mix formats. */
const SECOND_IMAGE_SIZES = [
  { width: 1024, height: 683 },
  { width: 800, height: 800 },
] as const;

/**
 * The video's poster: a still of the video's own aspect, wide enough for the
 * article's column, so the player shows a picture of the story before it plays.
 */
const POSTER_SIZE = { width: 960, height: Math.round((960 * DEMO_VIDEO.height) / DEMO_VIDEO.width) } as const;

export const buildInlineMedia = (input: InlineMediaInput): WireMediaItem[] => {
  const { site, media, art, seedKey } = input;
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
        poster_url: media.art(art.poster, `${seedKey}-video`, POSTER_SIZE.width, POSTER_SIZE.height),
        content_type: DEMO_VIDEO.contentType,
        width: DEMO_VIDEO.width,
        height: DEMO_VIDEO.height,
        alt_text: site.media.videoAlt,
        caption: site.media.videoCaption,
        ...credit,
        priority: false,
      };
    }
    const size = index === 0 ? FIRST_IMAGE_SIZE : SECOND_IMAGE_SIZES[seedKey.length % 2]!;
    const motif = art.inline[index === 0 ? 0 : 1];
    return {
      slot_id: input.upperCaseSlotId && slot === 'slot-2' ? 'Slot-2' : slot,
      kind: 'image',
      asset_url: media.art(motif, `${seedKey}-${slot}`, size.width, size.height),
      content_type: 'image/jpeg',
      width: size.width,
      height: size.height,
      alt_text: site.artAlt[motif],
      caption: input.captions[index === 0 ? 0 : 1],
      ...credit,
      priority: index === 0,
    };
  });
};
