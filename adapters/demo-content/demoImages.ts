// The demo's illustrations, drawn here and served as JPEG: covers in the three
// sizes WordPress gives, inline images, link previews, the video's poster.
// Each picture's seed picks its colours (palettes.ts), where its motif sits
// and how it varies; the article's subject picks the motifs
// (dataset/articleArt.ts). Nothing is fetched from another host, and the same
// seed gives the same picture on every start.
//
// A picture is drawn when first asked for and then kept, within a bound: the
// media router only asks for files the dataset references, and the least
// recently served are dropped past CACHE_BYTES (they are drawn again if asked).
import { LRUCache } from 'lru-cache';
import { pick, randomFor } from './seededRandom.ts';
import { encodeJpeg } from './art/encodeJpeg.ts';
import { PALETTES } from './art/palettes.ts';
import { createRgbCanvas, type RgbCanvas } from './art/rgbCanvas.ts';
import { MOTIFS, type ArtMotif } from './art/motifs.ts';
import { between, type Scene } from './art/scene.ts';
import { circle, everywhere } from './art/shapes.ts';

export interface ArtRequest {
  readonly motif: ArtMotif;
  /** Same key, same picture: the sizes of one cover share it, and so do its translations. */
  readonly seedKey: string;
  readonly width: number;
  readonly height: number;
}

/** WordPress's own default (wp_editor_set_quality): small files, no visible loss on flat art. */
const JPEG_QUALITY = 82;

/** About the size of every file the dataset references at once, so a warm demo draws nothing twice. */
const CACHE_BYTES = 24 * 1024 * 1024;

/** The ground: a gradient in a random direction, a soft light, and for some posts a field of dots. */
const paintGround = (canvas: RgbCanvas, scene: Omit<Scene, 'canvas'>): void => {
  const { random, palette, width, height, unit } = scene;
  const angle = random() * Math.PI * 2;
  const [dx, dy] = [Math.cos(angle) * width * 0.5, Math.sin(angle) * height * 0.5];
  canvas.fill(everywhere(width, height), { from: palette.ground[0], to: palette.ground[1], x0: width / 2 - dx, y0: height / 2 - dy, x1: width / 2 + dx, y1: height / 2 + dy });
  const light = unit * between(random, 0.7, 1.1);
  canvas.fill(circle(scene.cx + between(random, -0.5, 0.5) * unit, scene.cy + between(random, -0.3, 0.3) * unit, light), palette.glow, { opacity: between(random, 0.3, 0.5), softness: light });
  if (random() < 0.4) {
    const step = unit * 0.09;
    const left = random() < 0.5;
    for (let y = step / 2; y < height; y += step) {
      for (let x = step / 2; x < width * 0.4; x += step) canvas.fill(circle(left ? x : width - x, y, unit * 0.008), palette.line, { opacity: 0.25 });
    }
  }
};

/** The picture as 8-bit RGB rows; exported for the tests, which look at the pixels. */
export const drawArt = ({ motif, seedKey, width, height }: ArtRequest): Uint8Array => {
  const random = randomFor(`art:${seedKey}`);
  const palette = pick(random, PALETTES);
  // The motif's size follows the picture's shorter side (a 16:9 cover or a square inline image alike).
  const unit = Math.min(height, width * 0.56) * between(random, 0.8, 0.92);
  const cx = width / 2 + between(random, -0.12, 0.12) * width;
  const cy = height / 2 + between(random, -0.04, 0.04) * height;
  const canvas = createRgbCanvas(width, height);
  const scene: Scene = { canvas, random, palette, width, height, cx, cy, unit };
  paintGround(canvas, scene);
  MOTIFS[motif](scene);
  return canvas.toRgb();
};

const drawn = new LRUCache<string, Buffer>({ maxSize: CACHE_BYTES, sizeCalculation: (bytes) => bytes.length });

/** The picture as a JPEG file, drawn on first use and then kept. */
export const artJpeg = (request: ArtRequest): Buffer => {
  const key = `${request.motif}|${request.seedKey}|${request.width}x${request.height}`;
  const cached = drawn.get(key);
  if (cached) return cached;
  const bytes = encodeJpeg(request.width, request.height, drawArt(request), JPEG_QUALITY);
  drawn.set(key, bytes);
  return bytes;
};
