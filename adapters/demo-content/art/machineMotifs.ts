// The motifs of machines in the world: a humanoid robot, a car with its
// sensors, a route on a map, gears, server racks and a laptop. Each draws one
// recognisable object; the seed varies its pose, counts and accents.
import { intBetween, pick } from '../seededRandom.ts';
import type { Rgb } from './rgbCanvas.ts';
import { between, type Motif, type Scene } from './scene.ts';
import { arc, circle, polygon, polyline, ring, roundedBox, type Point } from './shapes.ts';

/** humanoid robots: a standing robot of human form, one arm raised or reaching. */
export const humanoid: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  canvas.fill(roundedBox(cx, cy + unit * 0.49, unit * 0.6, unit * 0.035, unit * 0.017), palette.line, { opacity: 0.35 });
  const head = { x: cx, y: cy - unit * 0.36 };
  canvas.fill(roundedBox(head.x, head.y, unit * 0.22, unit * 0.2, unit * 0.07), palette.ink);
  canvas.fill(roundedBox(head.x, head.y, unit * 0.17, unit * 0.065, unit * 0.03), palette.ground[0]);
  for (const side of [-1, 1]) canvas.fill(circle(head.x + side * unit * 0.04, head.y, unit * 0.017), palette.accents[1]);
  canvas.fill(roundedBox(cx, cy - unit * 0.235, unit * 0.06, unit * 0.06, unit * 0.01), palette.line, { opacity: 0.8 });
  const raised = random() < 0.5 ? -1 : 1;
  for (const side of [-1, 1]) {
    const shoulder = { x: cx + side * unit * 0.18, y: cy - unit * 0.17 };
    const up = side === raised;
    const elbow = up
      ? { x: shoulder.x + side * unit * between(random, 0.14, 0.18), y: shoulder.y - unit * between(random, 0.02, 0.08) }
      : { x: shoulder.x + side * unit * 0.03, y: shoulder.y + unit * 0.17 };
    const hand = up
      ? { x: elbow.x + side * unit * between(random, 0, 0.04), y: elbow.y - unit * 0.16 }
      : { x: elbow.x + side * unit * between(random, 0, 0.05), y: elbow.y + unit * 0.15 };
    canvas.fill(polyline([shoulder, elbow, hand], unit * 0.065), palette.ink);
    canvas.fill(circle(hand.x, hand.y, unit * 0.04), palette.accents[2]);
    canvas.fill(circle(elbow.x, elbow.y, unit * 0.028), palette.accents[1]);
  }
  canvas.fill(roundedBox(cx, cy - unit * 0.05, unit * 0.32, unit * 0.33, unit * 0.07), palette.ink);
  canvas.fill(circle(cx, cy - unit * 0.09, unit * 0.04), palette.accents[0]);
  canvas.fill(roundedBox(cx, cy + unit * 0.03, unit * 0.14, unit * 0.025, unit * 0.012), palette.line, { opacity: 0.6 });
  canvas.fill(roundedBox(cx, cy + unit * 0.14, unit * 0.24, unit * 0.07, unit * 0.03), palette.line, { opacity: 0.85 });
  const stride = between(random, 0, 0.04);
  for (const side of [-1, 1]) {
    const hip = { x: cx + side * unit * 0.07, y: cy + unit * 0.16 };
    const knee = { x: hip.x + side * unit * stride, y: cy + unit * 0.31 };
    const foot = { x: knee.x + side * unit * stride * 0.5, y: cy + unit * 0.45 };
    canvas.fill(polyline([hip, knee, foot], unit * 0.075), palette.ink);
    canvas.fill(roundedBox(foot.x + side * unit * 0.02, foot.y + unit * 0.02, unit * 0.12, unit * 0.045, unit * 0.02), palette.ink);
    canvas.fill(circle(knee.x, knee.y, unit * 0.028), palette.accents[1]);
  }
};

/** A car seen from the side, with a roof sensor sending out arcs: autonomous driving. */
export const car: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const ground = cy + unit * 0.3;
  canvas.fill(roundedBox(cx, ground + unit * 0.02, unit * 2.4, unit * 0.025, 0), palette.line, { opacity: 0.5 });
  for (let x = cx - unit * 1.1; x < cx + unit * 1.1; x += unit * 0.3) {
    canvas.fill(roundedBox(x, ground + unit * 0.1, unit * 0.14, unit * 0.02, unit * 0.01), palette.line, { opacity: 0.35 });
  }
  const length = unit * between(random, 1.05, 1.2);
  const [left, right] = [cx - length / 2, cx + length / 2];
  const body = ground - unit * 0.08;
  canvas.fill(polygon([
    { x: left, y: body }, { x: left, y: body - unit * 0.14 }, { x: left + length * 0.2, y: body - unit * 0.18 },
    { x: left + length * 0.32, y: body - unit * 0.34 }, { x: left + length * 0.7, y: body - unit * 0.34 },
    { x: left + length * 0.84, y: body - unit * 0.18 }, { x: right, y: body - unit * 0.14 }, { x: right, y: body },
  ]), palette.ink);
  for (const [from, to] of [[0.35, 0.51], [0.54, 0.68]] as const) {
    canvas.fill(polygon([
      { x: left + length * from, y: body - unit * 0.19 }, { x: left + length * (from + 0.02), y: body - unit * 0.3 },
      { x: left + length * (to - 0.02), y: body - unit * 0.3 }, { x: left + length * to, y: body - unit * 0.19 },
    ]), palette.ground[0], { opacity: 0.85 });
  }
  canvas.fill(roundedBox(right - unit * 0.03, body - unit * 0.1, unit * 0.05, unit * 0.03, unit * 0.01), palette.accents[1]);
  for (const at of [0.2, 0.8]) {
    canvas.fill(circle(left + length * at, body, unit * 0.1), palette.ground[0]);
    canvas.fill(circle(left + length * at, body, unit * 0.08), palette.ink);
    canvas.fill(circle(left + length * at, body, unit * 0.035), palette.line, { opacity: 0.8 });
  }
  const sensor = { x: left + length * 0.5, y: body - unit * 0.38 };
  canvas.fill(roundedBox(sensor.x, sensor.y, unit * 0.1, unit * 0.06, unit * 0.02), palette.accents[0]);
  const waves = intBetween(random, 3, 4);
  for (let i = 1; i <= waves; i += 1) {
    canvas.fill(arc(sensor.x, sensor.y, unit * 0.11 * i, unit * 0.014, -Math.PI * 0.85, -Math.PI * 0.15), palette.accents[0], { opacity: 1 - i * 0.18 });
  }
};

/** A street map with a route traced across it to a pin: navigation and fleets. */
export const mapRoute: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const [w, h] = [unit * 1.5, unit * 0.95];
  canvas.fill(roundedBox(cx, cy, w, h, unit * 0.04), palette.line, { opacity: 0.16 });
  const columns = intBetween(random, 4, 5);
  const rows = 3;
  const xs = Array.from({ length: columns }, (_, i) => cx - w / 2 + (w * (i + 0.5)) / columns + between(random, -0.03, 0.03) * unit);
  const ys = Array.from({ length: rows }, (_, j) => cy - h / 2 + (h * (j + 0.5)) / rows);
  for (const x of xs) canvas.fill(roundedBox(x, cy, unit * 0.035, h, 0), palette.line, { opacity: 0.45 });
  for (const y of ys) canvas.fill(roundedBox(cx, y, w, unit * 0.035, 0), palette.line, { opacity: 0.45 });
  canvas.fill(polygon([{ x: cx - w / 2, y: cy + h / 2 }, { x: cx - w / 2, y: cy + h * 0.2 }, { x: cx - w * 0.1, y: cy + h / 2 }]), palette.accents[2], { opacity: 0.35 });
  // The route runs street by street, as a car must.
  const route: Point[] = [{ x: xs[0]!, y: ys[rows - 1]! }];
  let row = rows - 1;
  for (let i = 1; i < columns; i += 1) {
    route.push({ x: xs[i]!, y: ys[row]! });
    if (row > 0 && random() < 0.6) {
      row -= 1;
      route.push({ x: xs[i]!, y: ys[row]! });
    }
  }
  canvas.fill(polyline(route, unit * 0.045), palette.accents[0]);
  canvas.fill(circle(route[0]!.x, route[0]!.y, unit * 0.045), palette.ink);
  const end = route[route.length - 1]!;
  canvas.fill(polygon([{ x: end.x - unit * 0.06, y: end.y - unit * 0.14 }, { x: end.x + unit * 0.06, y: end.y - unit * 0.14 }, { x: end.x, y: end.y }]), palette.ink);
  canvas.fill(circle(end.x, end.y - unit * 0.17, unit * 0.075), palette.ink);
  canvas.fill(circle(end.x, end.y - unit * 0.17, unit * 0.03), palette.accents[1]);
};

const gear = (scene: Scene, x: number, y: number, r: number, turn: number, fill: Rgb): void => {
  const { canvas, palette } = scene;
  const teeth = Math.max(8, Math.round(r / (scene.unit * 0.035)));
  for (let k = 0; k < teeth; k += 1) {
    const a = turn + (k / teeth) * Math.PI * 2;
    canvas.fill(roundedBox(x + Math.cos(a) * r, y + Math.sin(a) * r, r * 0.32, r * 0.26, r * 0.04, a), fill);
  }
  canvas.fill(circle(x, y, r), fill);
  canvas.fill(ring(x, y, r * 0.62, r * 0.08), palette.ground[0], { opacity: 0.35 });
  canvas.fill(circle(x, y, r * 0.28), palette.ground[0]);
};

/** Gears meshing: machinery, maintenance and the work of a production line. */
export const gears: Motif = (scene) => {
  const { random, palette, cx, cy, unit } = scene;
  const big = unit * between(random, 0.3, 0.36);
  const small = unit * between(random, 0.17, 0.21);
  gear(scene, cx - unit * 0.2, cy + unit * 0.02, big, random(), palette.ink);
  gear(scene, cx - unit * 0.2 + (big + small) * 1.05 * Math.cos(-0.5), cy + unit * 0.02 + (big + small) * 1.05 * Math.sin(-0.5), small, random(), palette.accents[0]);
  gear(scene, cx - unit * 0.2 + (big + small * 0.8) * 1.05 * Math.cos(2.4), cy + unit * 0.02 + (big + small * 0.8) * 1.05 * Math.sin(2.4), small * 0.8, random(), palette.accents[2]);
};

/** Server racks in a row, their status lights on: data centres and the cloud. */
export const serverRack: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const racks = intBetween(random, 3, 4);
  const [w, h] = [unit * 0.32, unit * 0.9];
  const step = w + unit * 0.06;
  canvas.fill(roundedBox(cx, cy + h / 2 + unit * 0.03, racks * step + unit * 0.1, unit * 0.03, unit * 0.01), palette.line, { opacity: 0.6 });
  for (let r = 0; r < racks; r += 1) {
    const x = cx - ((racks - 1) * step) / 2 + r * step;
    canvas.fill(roundedBox(x, cy, w, h, unit * 0.02), palette.ink);
    const units = 8;
    for (let u = 0; u < units; u += 1) {
      const y = cy - h / 2 + unit * 0.06 + (u * (h - unit * 0.1)) / units;
      canvas.fill(roundedBox(x - unit * 0.03, y + unit * 0.03, w - unit * 0.12, unit * 0.05, unit * 0.01), palette.ground[0], { opacity: 0.55 });
      for (let l = 0; l < 2; l += 1) {
        if (random() < 0.55) canvas.fill(circle(x + w / 2 - unit * (0.04 + l * 0.035), y + unit * 0.03, unit * 0.012), pick(random, palette.accents));
      }
    }
  }
};

/** An open laptop with lines of code on its screen: software, work at a desk. */
export const laptop: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const [w, h] = [unit * 1.05, unit * 0.66];
  const top = cy - unit * 0.1;
  canvas.fill(roundedBox(cx, top, w, h, unit * 0.04), palette.ink);
  canvas.fill(roundedBox(cx, top, w - unit * 0.06, h - unit * 0.06, unit * 0.02), palette.ground[0]);
  const lines = 7;
  let indent = 0;
  for (let i = 0; i < lines; i += 1) {
    const y = top - h / 2 + unit * 0.1 + (i * (h - unit * 0.16)) / (lines - 1);
    indent = Math.max(0, Math.min(3, indent + intBetween(random, -1, 1)));
    const x0 = cx - w / 2 + unit * 0.08 + indent * unit * 0.06;
    const length = unit * between(random, 0.18, 0.55);
    canvas.fill(roundedBox(x0 + length / 2, y, length, unit * 0.03, unit * 0.015), pick(random, [palette.accents[0], palette.accents[1], palette.line]), { opacity: 0.9 });
  }
  const base = top + h / 2;
  canvas.fill(polygon([{ x: cx - w / 2, y: base }, { x: cx + w / 2, y: base }, { x: cx + w * 0.62, y: base + unit * 0.08 }, { x: cx - w * 0.62, y: base + unit * 0.08 }]), palette.ink);
  canvas.fill(roundedBox(cx, base + unit * 0.02, unit * 0.2, unit * 0.02, unit * 0.01), palette.line, { opacity: 0.5 });
};
