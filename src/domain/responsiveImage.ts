// Responsive images from the sizes WordPress gives a post (docs/product.md#images: image,
// image_medium, thumbnail; the core's PostImages names them full, medium, thumbnail). The content API sends only their URLs, not their
// widths: the widths are the image sizes the WordPress theme registers (the cover
// is 1024x574, docs/product.md#limits; the medium and thumbnail crops keep its ratio).
import type { PostImages } from './content.ts';

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** The registered sizes, largest first. */
export const WORDPRESS_IMAGE_SIZES = {
  full: { width: 1024, height: 574 },
  medium: { width: 512, height: 287 },
  thumbnail: { width: 300, height: 168 },
} as const satisfies Readonly<Record<keyof PostImages, ImageSize>>;

const SMALLEST_FIRST: readonly (keyof PostImages)[] = ['thumbnail', 'medium', 'full'];

/**
 * A `srcset` of every distinct size the post has, smallest first; '' when it has none.
 * WordPress answers a size bigger than the upload with the upload's own URL, so a URL
 * named for several sizes is at most as wide as the smallest of them: it keeps that
 * width, and the browser never takes it for a sharper file than it is.
 */
export const imageSrcSet = (images: PostImages): string => {
  const seen = new Set<string>();
  const candidates: string[] = [];
  for (const name of SMALLEST_FIRST) {
    const url = images[name]?.trim();
    if (!url || seen.has(url)) continue;
    seen.add(url);
    candidates.push(`${url} ${WORDPRESS_IMAGE_SIZES[name].width}w`);
  }
  return candidates.join(', ');
};
