// What a motif draws with: the canvas, the post's seeded randomness and colours,
// and where the motif sits. Motifs place everything relative to `unit` and
// (cx, cy), never in raw pixels, so the sizes of one cover (1024, 512, 300 wide)
// show the same picture.
import type { Random } from '../seededRandom.ts';
import type { Palette } from './palettes.ts';
import type { RgbCanvas } from './rgbCanvas.ts';

export interface Scene {
  readonly canvas: RgbCanvas;
  readonly random: Random;
  readonly palette: Palette;
  readonly width: number;
  readonly height: number;
  /** The motif's centre, in pixels. */
  readonly cx: number;
  readonly cy: number;
  /** The motif's size: about its height, in pixels. */
  readonly unit: number;
}

export type Motif = (scene: Scene) => void;

/** A random number in [min, max). */
export const between = (random: Random, min: number, max: number): number => min + random() * (max - min);
