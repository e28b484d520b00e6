import { encode } from 'jpeg-js';

/**
 * A baseline JPEG of an RGB picture, through jpeg-js (pure JavaScript: the demo
 * needs no native image library). jpeg-js reads RGBA, so each pixel gets an
 * opaque alpha byte it ignores.
 */
export const encodeJpeg = (width: number, height: number, rgb: Uint8Array, quality = 80): Buffer => {
  if (rgb.length !== width * height * 3) throw new Error(`encodeJpeg: ${rgb.length} bytes for ${width}x${height} RGB`);
  const rgba = Buffer.alloc(width * height * 4, 0xff);
  for (let from = 0, to = 0; from < rgb.length; from += 3, to += 4) {
    rgba[to] = rgb[from]!;
    rgba[to + 1] = rgb[from + 1]!;
    rgba[to + 2] = rgb[from + 2]!;
  }
  return encode({ data: rgba, width, height }, quality).data;
};
