// The motifs of the technology topics (models, research, industry): each topic
// has its own drawing, and the seed varies its count, sizes and accents.
import { intBetween, pick } from '../seededRandom.ts';
import { between, type Motif } from './scene.ts';
import { arc, circle, polygon, polyline, ring, roundedBox } from './shapes.ts';

/** language-models: a conversation, bubbles of text lines answering each other. */
export const conversation: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const count = intBetween(random, 3, 4);
  const bubble = unit * 0.2;
  const gap = unit * 0.07;
  let y = cy - ((count - 1) * (bubble + gap)) / 2;
  for (let i = 0; i < count; i += 1) {
    const left = i % 2 === 0;
    const width = unit * between(random, 0.75, 1.15);
    const x = cx + (left ? -1 : 1) * unit * 0.2;
    const fill = left ? palette.ink : palette.accents[0];
    const tail = x + (left ? -1 : 1) * (width / 2 - bubble * 0.45);
    canvas.fill(polygon([
      { x: tail - bubble * 0.22, y: y + bubble * 0.2 }, { x: tail + bubble * 0.22, y: y + bubble * 0.2 },
      { x: tail + (left ? -1 : 1) * bubble * 0.4, y: y + bubble * 0.78 },
    ]), fill);
    canvas.fill(roundedBox(x, y, width, bubble, bubble * 0.38), fill);
    const text = width - bubble * 0.7;
    for (let k = 0; k < 2; k += 1) {
      const length = k === 0 ? text : text * between(random, 0.35, 0.8);
      canvas.fill(roundedBox(x - text / 2 + length / 2, y + (k - 0.5) * bubble * 0.34, length, bubble * 0.13, bubble * 0.065), palette.ground[0], { opacity: 0.6 });
    }
    y += bubble + gap;
  }
  for (let k = intBetween(random, 5, 9); k > 0; k -= 1) {
    const size = unit * between(random, 0.03, 0.07);
    canvas.fill(roundedBox(cx + between(random, -1.3, 1.3) * unit, cy + between(random, -0.6, 0.6) * unit, size, size, size * 0.25, random()), pick(random, palette.accents), { opacity: between(random, 0.35, 0.8) });
  }
};

/** multimodal: pictures stacked like prints, the front one a landscape, beside a sound wave. */
export const frames: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const w = unit * 0.95;
  const h = unit * 0.68;
  const x = cx - unit * 0.25;
  for (const turn of [between(random, 0.12, 0.3), -between(random, 0.08, 0.22)]) {
    canvas.fill(roundedBox(x + turn * unit * 0.4, cy - turn * unit * 0.2, w, h, unit * 0.03, turn), palette.accents[0], { opacity: 0.55 });
  }
  canvas.fill(roundedBox(x, cy, w, h, unit * 0.03), palette.line);
  const [x0, y0, iw, ih] = [x - w / 2 + unit * 0.04, cy - h / 2 + unit * 0.04, w - unit * 0.08, h - unit * 0.08];
  canvas.fill(roundedBox(x0 + iw / 2, y0 + ih / 2, iw, ih, unit * 0.015), palette.ground[1]);
  canvas.fill(circle(x0 + iw * between(random, 0.6, 0.8), y0 + ih * 0.3, ih * 0.12), palette.accents[1]);
  const peak = between(random, 0.25, 0.45);
  canvas.fill(polygon([
    { x: x0, y: y0 + ih }, { x: x0, y: y0 + ih * 0.7 }, { x: x0 + iw * peak, y: y0 + ih * 0.35 }, { x: x0 + iw * (peak + 0.22), y: y0 + ih * 0.68 },
    { x: x0 + iw * (peak + 0.35), y: y0 + ih * 0.55 }, { x: x0 + iw, y: y0 + ih * 0.78 }, { x: x0 + iw, y: y0 + ih },
  ]), palette.ink);
  const bars = intBetween(random, 9, 13);
  const phase = random() * Math.PI;
  for (let i = 0; i < bars; i += 1) {
    const height = unit * (0.1 + 0.45 * Math.abs(Math.sin(phase + i * 0.7)) * between(random, 0.6, 1));
    canvas.fill(roundedBox(cx + unit * (0.42 + i * 0.075), cy, unit * 0.04, height, unit * 0.02), palette.accents[2], { opacity: 0.9 });
  }
};

/** research: orbits around a bright core, some drawn in part, with bodies on them. */
export const orbits: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const rings = intBetween(random, 4, 6);
  for (let i = 0; i < rings; i += 1) {
    const r = unit * (0.16 + i * 0.095);
    const stroke = unit * between(random, 0.006, 0.018);
    const start = random() * Math.PI * 2;
    canvas.fill(random() < 0.45 ? arc(cx, cy, r, stroke, start, start + between(random, 2.5, 5.5)) : ring(cx, cy, r, stroke), palette.line, { opacity: between(random, 0.35, 0.8) });
    const angle = random() * Math.PI * 2;
    canvas.fill(circle(cx + Math.cos(angle) * r, cy + Math.sin(angle) * r, unit * between(random, 0.018, 0.04)), pick(random, palette.accents));
  }
  canvas.fill(circle(cx, cy, unit * 0.11), palette.ink);
  canvas.fill(circle(cx - unit * 0.03, cy - unit * 0.03, unit * 0.035), palette.line, { opacity: 0.8 });
};

/** evaluation-open: a leaderboard, bars in rank order with a trend line over them. */
export const leaderboard: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const count = intBetween(random, 6, 9);
  const bar = unit * 0.1;
  const step = unit * 0.15;
  const base = cy + unit * 0.38;
  // Ranked either way: the leader first, or the field climbing to it.
  const rising = random() < 0.5;
  const heights = Array.from({ length: count }, () => unit * between(random, 0.15, 0.72)).sort((a, b) => (rising ? a - b : b - a));
  const leader = rising ? count - 1 - intBetween(random, 0, 2) : intBetween(random, 0, 2);
  const x0 = cx - ((count - 1) * step) / 2;
  const tops = heights.map((height, i) => {
    const x = x0 + i * step;
    canvas.fill(roundedBox(x, base - height / 2, bar, height, unit * 0.015), i === leader ? palette.ink : palette.accents[2], { opacity: i === leader ? 1 : 0.75 });
    return { x, y: base - height - unit * 0.09 };
  });
  canvas.fill(polyline(tops, unit * 0.014), palette.accents[0]);
  for (const top of tops) canvas.fill(circle(top.x, top.y, unit * 0.025), palette.accents[0]);
  canvas.fill(roundedBox(cx, base + unit * 0.02, (count - 1) * step + bar * 2, unit * 0.012, unit * 0.006), palette.line, { opacity: 0.8 });
};

/** startups-bigtech: a skyline of offices, a few windows lit, under a low sun. */
export const skyline: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const base = cy + unit * 0.45;
  canvas.fill(circle(cx + unit * between(random, -0.4, 0.4), cy - unit * 0.15, unit * 0.28), palette.accents[1], { opacity: 0.9 });
  for (let x = cx - unit * 0.9; ; ) {
    const w = unit * between(random, 0.12, 0.22);
    const h = unit * between(random, 0.3, 0.85);
    if (x + w > cx + unit * 0.9) break;
    const fill = pick(random, [palette.ink, palette.accents[0], palette.accents[2]]);
    canvas.fill(roundedBox(x + w / 2, base - h / 2, w, h, unit * 0.008), fill);
    const cell = unit * 0.045;
    for (let wy = base - h + cell; wy < base - cell; wy += cell * 1.6) {
      for (let wx = x + cell; wx < x + w - cell * 0.5; wx += cell * 1.4) {
        if (random() < 0.3) canvas.fill(roundedBox(wx, wy, cell * 0.6, cell * 0.7, 0), palette.line, { opacity: 0.85 });
      }
    }
    x += w + unit * 0.02;
  }
  canvas.fill(roundedBox(cx, base + unit * 0.015, unit * 1.9, unit * 0.03, unit * 0.01), palette.line, { opacity: 0.7 });
};

/** Up, right, down, left: the sides of the die a trace leaves from. */
const SIDES: readonly (readonly [number, number])[] = [[0, -1], [1, 0], [0, 1], [-1, 0]];

/** chips: a processor die with pins, its cores, and traces running off it. */
export const chip: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const size = unit * 0.55;
  for (let k = 0; k < 16; k += 1) {
    const side = k % 4;
    const t = between(random, -0.4, 0.4) * size;
    const out = size / 2 + unit * between(random, 0.15, 0.55);
    const bend = between(random, -0.2, 0.2) * unit;
    const [dx, dy] = SIDES[side]!;
    const start = { x: cx + (dx === 0 ? t : (dx * size) / 2), y: cy + (dy === 0 ? t : (dy * size) / 2) };
    const mid = { x: start.x + dx * (out - size / 2) * 0.5, y: start.y + dy * (out - size / 2) * 0.5 };
    const end = { x: mid.x + (dx === 0 ? bend : dx * (out - size / 2) * 0.5), y: mid.y + (dy === 0 ? bend : dy * (out - size / 2) * 0.5) };
    canvas.fill(polyline([start, mid, end], unit * 0.012), palette.line, { opacity: 0.55 });
    canvas.fill(circle(end.x, end.y, unit * 0.02), pick(random, palette.accents));
  }
  canvas.fill(roundedBox(cx, cy, size, size, unit * 0.04), palette.ink);
  const cells = 3;
  const cell = (size * 0.7) / cells;
  for (let i = 0; i < cells; i += 1) {
    for (let j = 0; j < cells; j += 1) {
      const lit = random() < 0.4;
      canvas.fill(roundedBox(cx + (i - 1) * cell, cy + (j - 1) * cell, cell * 0.78, cell * 0.78, cell * 0.12), lit ? palette.accents[0] : palette.ground[0], { opacity: lit ? 1 : 0.5 });
    }
  }
};
