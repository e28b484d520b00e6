// A bare RGB canvas for the demo's illustrations: shapes given as signed distance
// functions are filled with anti-aliased edges, in plain JavaScript, so the demo
// draws raster images with no native dependency (no canvas, no sharp).
import type { Shape } from './shapes.ts';

export type Rgb = readonly [number, number, number];

interface LinearGradient {
  readonly from: Rgb;
  readonly to: Rgb;
  /** The gradient runs from (x0, y0) to (x1, y1), in pixels. */
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

type Paint = Rgb | LinearGradient;

interface FillOptions {
  readonly opacity?: number;
  /**
   * 0 for a crisp edge (one pixel of anti-aliasing); else the width in pixels
   * over which a shape fades in from its edge, for glows and soft light.
   */
  readonly softness?: number;
}

export interface RgbCanvas {
  readonly width: number;
  readonly height: number;
  fill(shape: Shape, paint: Paint, options?: FillOptions): void;
  /** 8-bit RGB rows, top to bottom. */
  toRgb(): Uint8Array;
}

const isGradient = (paint: Paint): paint is LinearGradient => !Array.isArray(paint);

/** The side of the square tiles a shape is first looked at in. */
const TILE = 8;

const clamp01 = (v: number): number => (v < 0 ? 0 : v > 1 ? 1 : v);

export const createRgbCanvas = (width: number, height: number): RgbCanvas => {
  // Floats: translucent layers blend without rounding at every step.
  const pixels = new Float32Array(width * height * 3);
  return {
    width,
    height,
    fill(shape, paint, { opacity = 1, softness = 0 } = {}) {
      const gradient = isGradient(paint) ? paint : undefined;
      const gx = gradient ? gradient.x1 - gradient.x0 : 0;
      const gy = gradient ? gradient.y1 - gradient.y0 : 0;
      const g2 = gx * gx + gy * gy || 1;
      const [sr, sg, sb] = gradient ? [0, 0, 0] : (paint as Rgb);
      const blend = (x: number, y: number, a: number): void => {
        let r = sr;
        let g = sg;
        let b = sb;
        if (gradient) {
          const t = clamp01(((x + 0.5 - gradient.x0) * gx + (y + 0.5 - gradient.y0) * gy) / g2);
          r = gradient.from[0] + (gradient.to[0] - gradient.from[0]) * t;
          g = gradient.from[1] + (gradient.to[1] - gradient.from[1]) * t;
          b = gradient.from[2] + (gradient.to[2] - gradient.from[2]) * t;
        }
        const i = (y * width + x) * 3;
        pixels[i] = pixels[i]! + (r - pixels[i]!) * a;
        pixels[i + 1] = pixels[i + 1]! + (g - pixels[i + 1]!) * a;
        pixels[i + 2] = pixels[i + 2]! + (b - pixels[i + 2]!) * a;
      };
      const x0 = Math.max(0, Math.floor(shape.box.x0));
      const y0 = Math.max(0, Math.floor(shape.box.y0));
      const x1 = Math.min(width, Math.ceil(shape.box.x1));
      const y1 = Math.min(height, Math.ceil(shape.box.y1));
      // Tiles first: the distance at a tile's centre bounds it over the whole tile
      // (a distance changes by at most the distance moved), so a tile wholly
      // outside is skipped and one wholly inside a crisp shape is filled without
      // asking each pixel. Only tiles across an edge are looked at pixel by pixel.
      for (let ty = y0; ty < y1; ty += TILE) {
        for (let tx = x0; tx < x1; tx += TILE) {
          const tw = Math.min(TILE, x1 - tx);
          const th = Math.min(TILE, y1 - ty);
          const reach = Math.sqrt(tw * tw + th * th) / 2 + 0.5;
          const centre = shape.distance(tx + tw / 2, ty + th / 2);
          if (centre > reach) continue;
          const solidInside = softness === 0 && centre < -reach;
          for (let y = ty; y < ty + th; y += 1) {
            for (let x = tx; x < tx + tw; x += 1) {
              if (solidInside) {
                blend(x, y, opacity);
                continue;
              }
              const d = shape.distance(x + 0.5, y + 0.5);
              const coverage = softness > 0 ? clamp01(-d / softness) : clamp01(0.5 - d);
              // A soft edge eases in (smoothstep) so a glow has no visible rim.
              if (coverage > 0) blend(x, y, opacity * (softness > 0 ? coverage * coverage * (3 - 2 * coverage) : coverage));
            }
          }
        }
      }
    },
    toRgb() {
      // The clamped array's conversion rounds to the nearest byte, natively.
      return new Uint8Array(new Uint8ClampedArray(pixels).buffer);
    },
  };
};
