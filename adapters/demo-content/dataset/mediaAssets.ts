// Every local media file the dataset references, by path under /demo-media.
// The media router serves only what is registered here, so a crawler asking for
// made-up sizes cannot make the demo draw anything.
import type { ArtMotif } from '../art/motifs.ts';

export const MEDIA_PREFIX = '/demo-media';

export type MediaAsset =
  | { readonly kind: 'art'; readonly motif: ArtMotif; readonly seedKey: string; readonly width: number; readonly height: number }
  | { readonly kind: 'video' };

/**
 * The sizes WordPress gives a cover: the original upload ('full', what articles
 * share: 1200 px wide, Google Discover's floor for a large preview; over the 48
 * covers a JPEG averages 55 KB and 120 ms to draw, where 1600 px takes 84 KB and
 * 180 ms, for no preview a network shows larger), then the plugin's
 * newsdesk-cover, -medium and -thumbnail.
 */
export const COVER_SIZES = {
  image_full: { width: 1200, height: 673 },
  image: { width: 1024, height: 574 },
  image_medium: { width: 512, height: 287 },
  thumbnail: { width: 300, height: 168 },
} as const;

/** Collects assets while the dataset is built; `url` prefixes the media base. */
export interface MediaRegistry {
  /** A JPEG illustration, named as WordPress names a size of an upload (…-1024x574.jpg). */
  art(motif: ArtMotif, seedKey: string, width: number, height: number): string;
  video(fileName: string): string;
  readonly assets: ReadonlyMap<string, MediaAsset>;
}

export const createMediaRegistry = (mediaBase: string): MediaRegistry => {
  const assets = new Map<string, MediaAsset>();
  return {
    art(motif, seedKey, width, height) {
      const path = `/art/${motif}/${seedKey}-${width}x${height}.jpg`;
      assets.set(path, { kind: 'art', motif, seedKey, width, height });
      return `${mediaBase}${MEDIA_PREFIX}${path}`;
    },
    video(fileName) {
      const path = `/video/${fileName}`;
      assets.set(path, { kind: 'video' });
      return `${mediaBase}${MEDIA_PREFIX}${path}`;
    },
    assets,
  };
};
