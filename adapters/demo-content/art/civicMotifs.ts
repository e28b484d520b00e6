// The motifs of the public sphere and money: a globe, a pair of scales and
// stacks of coins under a rising arrow. Each draws one recognisable object;
// the seed varies its tilt, counts and accents.
import { intBetween } from '../seededRandom.ts';
import { between, type Motif } from './scene.ts';
import { arc, circle, polygon, polyline, ring, roundedBox, type Point } from './shapes.ts';

/** A globe with meridians and parallels, a few places pinned: the world at large. */
export const globe: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const r = unit * 0.42;
  canvas.fill(circle(cx, cy, r), palette.ink);
  const tilt = between(random, -0.25, 0.25);
  const ellipse = (rx: number, ry: number): Point[] => Array.from({ length: 41 }, (_, i) => {
    const a = (i / 40) * Math.PI * 2;
    const [x, y] = [Math.cos(a) * rx, Math.sin(a) * ry];
    return { x: cx + x * Math.cos(tilt) - y * Math.sin(tilt), y: cy + x * Math.sin(tilt) + y * Math.cos(tilt) };
  });
  for (const k of [0.35, 0.7]) canvas.fill(polyline(ellipse(r * k, r), unit * 0.01), palette.line, { opacity: 0.55 });
  canvas.fill(polyline([{ x: cx - Math.sin(tilt) * r, y: cy - Math.cos(tilt) * r }, { x: cx + Math.sin(tilt) * r, y: cy + Math.cos(tilt) * r }], unit * 0.01), palette.line, { opacity: 0.55 });
  for (const k of [-0.5, 0, 0.5]) {
    const half = Math.sqrt(1 - k * k) * r;
    const [ox, oy] = [-Math.sin(tilt) * k * r, Math.cos(tilt) * k * r];
    canvas.fill(polyline([{ x: cx + ox - Math.cos(tilt) * half, y: cy + oy - Math.sin(tilt) * half }, { x: cx + ox + Math.cos(tilt) * half, y: cy + oy + Math.sin(tilt) * half }], unit * 0.01), palette.line, { opacity: 0.55 });
  }
  canvas.fill(ring(cx, cy, r, unit * 0.02), palette.line, { opacity: 0.9 });
  for (let k = intBetween(random, 3, 5); k > 0; k -= 1) {
    const a = random() * Math.PI * 2;
    const d = r * between(random, 0.1, 0.8);
    canvas.fill(circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, unit * 0.03), palette.accents[k % 3]!);
  }
  const from = between(random, -2.6, -1.8);
  canvas.fill(arc(cx, cy, r * 1.25, unit * 0.014, from, from + 1.4), palette.accents[1], { opacity: 0.8 });
};

/** ethics: a pair of scales, its beam tipped one way. */
export const scales: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const pivot = { x: cx, y: cy - unit * 0.3 };
  canvas.fill(roundedBox(cx, cy + unit * 0.06, unit * 0.05, unit * 0.72, unit * 0.02), palette.ink);
  canvas.fill(roundedBox(cx, cy + unit * 0.43, unit * 0.42, unit * 0.07, unit * 0.03), palette.ink);
  const tilt = between(random, 0.08, 0.2) * (random() < 0.5 ? -1 : 1);
  const arm = unit * 0.52;
  canvas.fill(roundedBox(pivot.x, pivot.y, arm * 2, unit * 0.04, unit * 0.02, tilt), palette.ink);
  canvas.fill(circle(pivot.x, pivot.y, unit * 0.05), palette.accents[1]);
  for (const side of [-1, 1]) {
    const end = { x: pivot.x + side * Math.cos(tilt) * arm, y: pivot.y + side * Math.sin(tilt) * arm };
    const pan = { x: end.x, y: end.y + unit * 0.36 };
    for (const spread of [-1, 1]) canvas.fill(polyline([end, { x: pan.x + spread * unit * 0.17, y: pan.y }], unit * 0.01), palette.line, { opacity: 0.8 });
    canvas.fill(polygon([
      { x: pan.x - unit * 0.2, y: pan.y }, { x: pan.x + unit * 0.2, y: pan.y },
      { x: pan.x + unit * 0.12, y: pan.y + unit * 0.08 }, { x: pan.x - unit * 0.12, y: pan.y + unit * 0.08 },
    ]), side < 0 ? palette.accents[0] : palette.accents[2]);
  }
};

/** Stacks of coins growing under a rising arrow: funding, revenue, investment. */
export const coins: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const stacks = intBetween(random, 3, 4);
  const step = unit * 0.3;
  const base = cy + unit * 0.42;
  const coin = unit * 0.06;
  const tops: Point[] = [];
  for (let s = 0; s < stacks; s += 1) {
    const x = cx - ((stacks - 1) * step) / 2 + s * step;
    const count = 2 + s * 2 + intBetween(random, 0, 1);
    for (let c = 0; c < count; c += 1) {
      const y = base - c * coin;
      canvas.fill(roundedBox(x, y, unit * 0.24, coin * 0.9, coin * 0.45), c % 2 === 0 ? palette.accents[1] : palette.ink);
      canvas.fill(roundedBox(x, y - coin * 0.12, unit * 0.16, coin * 0.2, coin * 0.1), palette.line, { opacity: 0.4 });
    }
    tops.push({ x, y: base - count * coin - unit * 0.12 });
  }
  const path = tops.map((p, i) => ({ x: p.x, y: p.y - i * unit * 0.02 }));
  canvas.fill(polyline(path, unit * 0.035), palette.accents[0]);
  const [a, b] = [path[path.length - 2]!, path[path.length - 1]!];
  const angle = Math.atan2(b.y - a.y, b.x - a.x);
  const head = unit * 0.12;
  canvas.fill(polygon([
    { x: b.x + Math.cos(angle) * head * 0.6, y: b.y + Math.sin(angle) * head * 0.6 },
    { x: b.x + Math.cos(angle + 2.3) * head, y: b.y + Math.sin(angle + 2.3) * head },
    { x: b.x + Math.cos(angle - 2.3) * head, y: b.y + Math.sin(angle - 2.3) * head },
  ]), palette.accents[0]);
};
