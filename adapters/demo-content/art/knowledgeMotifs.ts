// The motifs of knowledge and care: books under a graduation cap, a document
// under a magnifying glass, a neural network, a radiology scan and an eye in a
// camera's focus frame. Each draws one recognisable object; the seed varies it.
import { intBetween, pick } from '../seededRandom.ts';
import { between, type Motif } from './scene.ts';
import { circle, polygon, polyline, ring, roundedBox, type Point } from './shapes.ts';

/** education: a stack of books with a graduation cap on top. */
export const books: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const count = intBetween(random, 3, 4);
  const thick = unit * 0.13;
  let y = cy + unit * 0.42 - thick / 2;
  const covers = [palette.ink, palette.accents[0], palette.accents[2], palette.accents[1]];
  for (let i = 0; i < count; i += 1) {
    const w = unit * between(random, 0.8, 1);
    const x = cx + between(random, -0.06, 0.06) * unit;
    canvas.fill(roundedBox(x, y, w, thick, unit * 0.02), covers[i % covers.length]!);
    canvas.fill(roundedBox(x + unit * 0.03, y, w - unit * 0.12, thick * 0.55, unit * 0.01), palette.line, { opacity: 0.85 });
    canvas.fill(roundedBox(x - w / 2 + unit * 0.08, y, unit * 0.03, thick, 0), palette.ground[0], { opacity: 0.4 });
    y -= thick + unit * 0.01;
  }
  const top = y + thick / 2;
  canvas.fill(roundedBox(cx, top - unit * 0.07, unit * 0.34, unit * 0.14, unit * 0.03), palette.ink);
  const board = top - unit * 0.15;
  canvas.fill(polygon([{ x: cx - unit * 0.42, y: board }, { x: cx, y: board - unit * 0.14 }, { x: cx + unit * 0.42, y: board }, { x: cx, y: board + unit * 0.14 }]), palette.ink);
  canvas.fill(circle(cx, board, unit * 0.025), palette.accents[1]);
  const swing = between(random, 0.25, 0.36);
  canvas.fill(polyline([{ x: cx, y: board }, { x: cx + unit * swing, y: board + unit * 0.04 }, { x: cx + unit * swing, y: board + unit * 0.2 }], unit * 0.016), palette.accents[1]);
  canvas.fill(roundedBox(cx + unit * swing, board + unit * 0.23, unit * 0.04, unit * 0.08, unit * 0.015), palette.accents[1]);
};

/** A printed page with a passage marked and a magnifying glass over it: papers, rules, scrutiny. */
export const document: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const [w, h] = [unit * 0.66, unit * 0.9];
  const x = cx - unit * 0.12;
  const fold = unit * 0.14;
  const [left, right, top, bottom] = [x - w / 2, x + w / 2, cy - h / 2, cy + h / 2];
  canvas.fill(roundedBox(x + unit * 0.05, cy + unit * 0.04, w, h, unit * 0.02), palette.accents[2], { opacity: 0.45 });
  canvas.fill(polygon([{ x: left, y: top }, { x: right - fold, y: top }, { x: right, y: top + fold }, { x: right, y: bottom }, { x: left, y: bottom }]), palette.line);
  canvas.fill(polygon([{ x: right - fold, y: top }, { x: right - fold, y: top + fold }, { x: right, y: top + fold }]), palette.accents[2]);
  canvas.fill(roundedBox(left + unit * 0.2, top + unit * 0.1, unit * 0.3, unit * 0.05, unit * 0.01), palette.ink);
  const marked = intBetween(random, 3, 6);
  for (let i = 0; i < 10; i += 1) {
    const y = top + unit * 0.22 + i * unit * 0.062;
    const length = (w - unit * 0.14) * (i % 4 === 3 ? between(random, 0.4, 0.7) : 1);
    if (i === marked || i === marked + 1) canvas.fill(roundedBox(left + unit * 0.07 + length / 2, y, length + unit * 0.03, unit * 0.05, unit * 0.01), palette.accents[1], { opacity: 0.85 });
    canvas.fill(roundedBox(left + unit * 0.07 + length / 2, y, length, unit * 0.018, unit * 0.009), palette.ink, { opacity: 0.55 });
  }
  const lens = { x: right - unit * 0.02, y: top + unit * 0.22 + (marked + 0.5) * unit * 0.062 };
  const r = unit * 0.17;
  canvas.fill(circle(lens.x, lens.y, r), palette.glow, { opacity: 0.25 });
  canvas.fill(polyline([{ x: lens.x + r * 0.75, y: lens.y + r * 0.75 }, { x: lens.x + r * 1.9, y: lens.y + r * 1.9 }], unit * 0.06), palette.ink);
  canvas.fill(ring(lens.x, lens.y, r, unit * 0.04), palette.ink);
};

/** A neural network: layers of nodes joined by weighted links, one path lit. */
export const neuralNet: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const layers = intBetween(random, 4, 5);
  const spread = unit * 1.5;
  const columns: Point[][] = Array.from({ length: layers }, (_, l) => {
    const count = l === 0 || l === layers - 1 ? intBetween(random, 2, 3) : intBetween(random, 3, 5);
    const x = cx - spread / 2 + (l * spread) / (layers - 1);
    return Array.from({ length: count }, (_, i) => ({ x, y: cy + (i - (count - 1) / 2) * unit * 0.2 }));
  });
  const lit: Point[] = columns.map((nodes) => pick(random, nodes));
  for (let l = 1; l < layers; l += 1) {
    for (const a of columns[l - 1]!) {
      // Not every link: a sparser web reads better small and keeps the JPEG as light as the other motifs.
      for (const b of columns[l]!) if (random() < 0.5) canvas.fill(polyline([a, b], unit * 0.01), palette.line, { opacity: between(random, 0.3, 0.6) });
    }
  }
  canvas.fill(polyline(lit, unit * 0.022), palette.accents[0]);
  for (const nodes of columns) {
    for (const node of nodes) {
      const on = lit.includes(node);
      canvas.fill(circle(node.x, node.y, unit * 0.055), on ? palette.accents[0] : palette.ink);
      canvas.fill(circle(node.x, node.y, unit * 0.022), on ? palette.line : palette.ground[0], { opacity: 0.8 });
    }
  }
};

/** radiology: a chest scan on a viewer, ribs and spine, with one spot circled. */
export const scan: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const [w, h] = [unit * 0.9, unit * 0.95];
  canvas.fill(roundedBox(cx, cy, w + unit * 0.06, h + unit * 0.06, unit * 0.04), palette.ink);
  canvas.fill(roundedBox(cx, cy, w, h, unit * 0.02), palette.ground[0]);
  for (let v = 0; v < 8; v += 1) canvas.fill(roundedBox(cx, cy - h * 0.38 + v * h * 0.1, unit * 0.05, h * 0.07, unit * 0.012), palette.line, { opacity: 0.85 });
  for (let k = 0; k < 6; k += 1) {
    const y = cy - h * 0.3 + k * h * 0.11;
    const reach = w * (0.3 + 0.05 * Math.sin((k / 5) * Math.PI));
    for (const side of [-1, 1]) {
      canvas.fill(polyline([
        { x: cx + side * unit * 0.04, y }, { x: cx + side * reach * 0.6, y: y - h * 0.035 },
        { x: cx + side * reach, y: y + h * 0.02 }, { x: cx + side * reach * 0.9, y: y + h * 0.07 },
      ], unit * 0.022), palette.line, { opacity: 0.6 });
    }
  }
  const side = random() < 0.5 ? -1 : 1;
  const spot = { x: cx + side * w * between(random, 0.15, 0.25), y: cy + h * between(random, -0.15, 0.15) };
  canvas.fill(circle(spot.x, spot.y, unit * 0.04), palette.accents[1], { opacity: 0.8 });
  canvas.fill(ring(spot.x, spot.y, unit * 0.1, unit * 0.018), palette.accents[0]);
  const sweep = cy + h * between(random, -0.4, 0.4);
  canvas.fill(roundedBox(cx, sweep, w, unit * 0.012, 0), palette.accents[0], { opacity: 0.5 });
};

/** An eye inside a camera's focus frame: machines that see, and being watched. */
export const lens: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const [w, h] = [unit * 0.95, unit * 0.5];
  const outline: Point[] = [];
  for (let i = 0; i <= 24; i += 1) {
    const t = i / 24;
    outline.push({ x: cx - w / 2 + w * t, y: cy - (h / 2) * Math.sin(Math.PI * t) });
  }
  for (let i = 23; i > 0; i -= 1) {
    const t = i / 24;
    outline.push({ x: cx - w / 2 + w * t, y: cy + (h / 2) * Math.sin(Math.PI * t) });
  }
  canvas.fill(polygon(outline), palette.line);
  const look = between(random, -0.12, 0.12) * unit;
  canvas.fill(circle(cx + look, cy, h * 0.42), palette.accents[0]);
  canvas.fill(ring(cx + look, cy, h * 0.3, unit * 0.01), palette.ink, { opacity: 0.35 });
  canvas.fill(circle(cx + look, cy, h * 0.18), palette.ink);
  canvas.fill(circle(cx + look - h * 0.08, cy - h * 0.08, h * 0.06), palette.line, { opacity: 0.9 });
  const [fw, fh, arm] = [unit * 1.3, unit * 0.8, unit * 0.16];
  for (const sx of [-1, 1]) {
    for (const sy of [-1, 1]) {
      const corner = { x: cx + (sx * fw) / 2, y: cy + (sy * fh) / 2 };
      canvas.fill(polyline([{ x: corner.x - sx * arm, y: corner.y }, corner, { x: corner.x, y: corner.y - sy * arm }], unit * 0.025), palette.ink);
    }
  }
  canvas.fill(circle(cx + fw / 2 - unit * 0.05, cy - fh / 2 - unit * 0.08, unit * 0.025), palette.accents[1]);
};
