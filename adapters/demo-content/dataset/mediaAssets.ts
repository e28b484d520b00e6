// Every local media file the dataset references, by path under /demo-media.
// The media router serves only what is registered here, so a crawler asking for
// made-up sizes cannot grow the drawing cache.
import type { ArtStyle } from './textTypes.ts';
import type { ParentKey } from './categories.ts';

export const MEDIA_PREFIX = '/demo-media';

export type MediaAsset =
  | { readonly kind: 'art'; readonly style: ArtStyle; readonly seedKey: string; readonly width: number; readonly height: number }
  | { readonly kind: 'video' };

/** Each section of the site has its own visual motif. */
export const ART_STYLE_BY_PARENT: Readonly<Record<ParentKey, ArtStyle>> = {
  models: 'network',
  research: 'orbits',
  industry: 'grid',
  policy: 'balance',
  robotics: 'circuit',
  society: 'waves',
};

export const ART_STYLES: readonly ArtStyle[] = ['network', 'orbits', 'grid', 'balance', 'circuit', 'waves'];

export const COVER_SIZES = {
  image: { width: 1024, height: 574 },
  image_medium: { width: 512, height: 287 },
  thumbnail: { width: 300, height: 168 },
} as const;

/** Collects assets while the dataset is built; `url` prefixes the media base. */
export interface MediaRegistry {
  art(style: ArtStyle, seedKey: string, width: number, height: number): string;
  video(fileName: string): string;
  readonly assets: ReadonlyMap<string, MediaAsset>;
}

export const createMediaRegistry = (mediaBase: string): MediaRegistry => {
  const assets = new Map<string, MediaAsset>();
  return {
    art(style, seedKey, width, height) {
      const path = `/art/${style}/${seedKey}-${width}x${height}.svg`;
      assets.set(path, { kind: 'art', style, seedKey, width, height });
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
