// The motifs of the topics about AI in the world (policy, robotics, society):
// each topic has its own drawing, and the seed varies its proportions and accents.
import { intBetween, pick } from '../seededRandom.ts';
import { between, type Motif } from './scene.ts';
import { arc, circle, polygon, polyline, ring, roundedBox, type Point } from './shapes.ts';

/** regulation: an institution's portico under a circle of stars. */
export const institution: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const stars = 12;
  const r = unit * between(random, 0.5, 0.6);
  for (let i = 0; i < stars; i += 1) {
    const a = (i / stars) * Math.PI * 2;
    canvas.fill(circle(cx + Math.cos(a) * r, cy - unit * 0.05 + Math.sin(a) * r, unit * 0.028), palette.accents[1]);
  }
  const width = unit * 0.7;
  const columns = intBetween(random, 4, 6);
  const top = cy - unit * 0.12;
  const bottom = cy + unit * 0.28;
  canvas.fill(polygon([{ x: cx - width / 2 - unit * 0.05, y: top }, { x: cx, y: top - unit * 0.2 }, { x: cx + width / 2 + unit * 0.05, y: top }]), palette.ink);
  canvas.fill(roundedBox(cx, top + unit * 0.03, width + unit * 0.06, unit * 0.06, 0), palette.ink);
  for (let i = 0; i < columns; i += 1) {
    const x = cx - width / 2 + unit * 0.05 + (i * (width - unit * 0.1)) / (columns - 1);
    canvas.fill(roundedBox(x, (top + bottom) / 2 + unit * 0.03, unit * 0.055, bottom - top - unit * 0.06, 0), palette.line);
  }
  for (let s = 0; s < 3; s += 1) {
    canvas.fill(roundedBox(cx, bottom + unit * (0.02 + s * 0.045), width + unit * (0.1 + s * 0.1), unit * 0.045, 0), s === 1 ? palette.accents[0] : palette.ink);
  }
};

/** privacy-ethics: a padlock inside rings of broken circles. */
export const padlock: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  for (let i = 0; i < 3; i += 1) {
    const r = unit * (0.42 + i * 0.12);
    const segments = intBetween(random, 5, 9);
    const turn = random() * Math.PI;
    for (let s = 0; s < segments; s += 1) {
      const from = turn + (s / segments) * Math.PI * 2;
      canvas.fill(arc(cx, cy, r, unit * 0.014, from, from + ((Math.PI * 2) / segments) * between(random, 0.4, 0.8)), pick(random, palette.accents), { opacity: 0.7 });
    }
  }
  canvas.fill(arc(cx, cy - unit * 0.1, unit * 0.15, unit * 0.06, Math.PI, 0), palette.line);
  canvas.fill(roundedBox(cx, cy + unit * 0.1, unit * 0.46, unit * 0.38, unit * 0.06), palette.ink);
  canvas.fill(circle(cx, cy + unit * 0.06, unit * 0.05), palette.ground[0]);
  canvas.fill(polygon([{ x: cx - unit * 0.03, y: cy + unit * 0.08 }, { x: cx + unit * 0.03, y: cy + unit * 0.08 }, { x: cx + unit * 0.018, y: cy + unit * 0.19 }, { x: cx - unit * 0.018, y: cy + unit * 0.19 }]), palette.ground[0]);
};

/** humanoids-industrial: a robot arm over a conveyor of parcels. */
export const robotArm: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const belt = cy + unit * 0.38;
  canvas.fill(polyline([{ x: cx - unit * 1.1, y: belt }, { x: cx + unit * 1.1, y: belt }], unit * 0.03), palette.line, { opacity: 0.7 });
  for (let x = cx - unit * 1.05; x < cx + unit; x += unit * between(random, 0.28, 0.4)) {
    const size = unit * between(random, 0.1, 0.16);
    canvas.fill(roundedBox(x, belt - size / 2 - unit * 0.02, size, size, unit * 0.01), palette.accents[2], { opacity: 0.85 });
  }
  const base = { x: cx - unit * 0.25, y: belt - unit * 0.04 };
  const shoulder = { x: base.x, y: base.y - unit * 0.12 };
  const lift = between(random, -1.9, -1.2);
  const elbow = { x: shoulder.x + Math.cos(lift) * unit * 0.45, y: shoulder.y + Math.sin(lift) * unit * 0.45 };
  const reach = lift + between(random, 1.2, 1.9);
  const wrist = { x: elbow.x + Math.cos(reach) * unit * 0.38, y: elbow.y + Math.sin(reach) * unit * 0.38 };
  canvas.fill(roundedBox(base.x, base.y - unit * 0.05, unit * 0.3, unit * 0.12, unit * 0.03), palette.ink);
  canvas.fill(polyline([shoulder, elbow, wrist], unit * 0.09), palette.ink);
  for (const side of [-1, 1]) {
    const finger = reach + side * 0.5;
    canvas.fill(polyline([wrist, { x: wrist.x + Math.cos(finger) * unit * 0.12, y: wrist.y + Math.sin(finger) * unit * 0.12 }], unit * 0.035), palette.accents[0]);
  }
  for (const joint of [shoulder, elbow, wrist]) canvas.fill(circle(joint.x, joint.y, unit * 0.055), palette.accents[1]);
};

/** vehicles: a road running to the horizon, a sun on it and sensor arcs around a car's place. */
export const road: Motif = ({ canvas, random, palette, height, cx, cy, unit }) => {
  const horizon = cy - unit * between(random, 0.05, 0.18);
  canvas.fill(circle(cx + unit * between(random, -0.6, 0.6), horizon, unit * 0.22), palette.accents[1]);
  canvas.fill(roundedBox(cx, (horizon + height) / 2 + 1, unit * 6, height - horizon + 2, 0), palette.ground[1], { opacity: 0.85 });
  const far = unit * 0.05;
  const near = unit * 0.8;
  canvas.fill(polygon([{ x: cx - far, y: horizon }, { x: cx + far, y: horizon }, { x: cx + near, y: height + 2 }, { x: cx - near, y: height + 2 }]), palette.ink);
  const along = (t: number, side: number): Point => ({ x: cx + side * (far + (near - far) * t) * 0.06, y: horizon + (height + 2 - horizon) * t });
  for (let t = 0.08; t < 1; t += 0.2) {
    const t1 = t + 0.09;
    canvas.fill(polygon([along(t, -1), along(t, 1), along(t1, 1), along(t1, -1)]), palette.ground[0]);
  }
  const car = { x: cx + (near - far) * 0.25 * 0.5, y: horizon + (height - horizon) * 0.6 };
  for (let i = 1; i <= 3; i += 1) {
    canvas.fill(arc(car.x, car.y, unit * 0.12 * i, unit * 0.012, -Math.PI * 0.85, -Math.PI * 0.15), palette.accents[0], { opacity: 1 - i * 0.2 });
  }
  canvas.fill(roundedBox(car.x, car.y, unit * 0.1, unit * 0.16, unit * 0.03), palette.accents[0]);
};

/** work-skills: colleagues side by side under a rising line. */
export const colleagues: Motif = ({ canvas, random, palette, cx, cy, unit }) => {
  const people = intBetween(random, 4, 6);
  const step = unit * 0.26;
  const points = Array.from({ length: people + 1 }, (_, i) => ({
    x: cx - (people * step) / 2 + i * step,
    y: cy - unit * (0.25 + (i / people) * 0.25 + between(random, -0.04, 0.04)),
  }));
  canvas.fill(polyline(points, unit * 0.014), palette.line, { opacity: 0.7 });
  canvas.fill(circle(points[people]!.x, points[people]!.y, unit * 0.035), palette.accents[1]);
  for (let i = 0; i < people; i += 1) {
    const x = cx - ((people - 1) * step) / 2 + i * step;
    const tall = between(random, 0.9, 1.1);
    const fill = [palette.ink, palette.accents[0], palette.accents[2]][i % 3]!;
    const shoulders = cy + unit * (0.42 - 0.28 * tall);
    canvas.fill(roundedBox(x, shoulders + unit * 0.2, unit * 0.2, unit * 0.4, unit * 0.09), fill);
    canvas.fill(circle(x, shoulders - unit * 0.08, unit * 0.075), fill);
  }
};

/** health-education: a heartbeat across the picture and a medical cross. */
export const pulse: Motif = ({ canvas, random, palette, width, cx, cy, unit }) => {
  const beat = between(random, 0.8, 1.2);
  const xs = [-0.55, -0.42, -0.34, -0.22, -0.14, -0.04, 0.06, 0.14, 0.28, 0.38, 0.48];
  const ys = [0, -0.1, 0, 0, 0.14, -0.42 * beat, 0.3 * beat, 0, 0, -0.12, 0];
  const points = [{ x: 0, y: cy }, ...xs.map((x, i) => ({ x: cx + x * unit, y: cy + ys[i]! * unit })), { x: width, y: cy }];
  canvas.fill(polyline(points, unit * 0.04), palette.ink);
  const cross = { x: cx + unit * between(random, 0.45, 0.65), y: cy - unit * 0.3 };
  canvas.fill(circle(cross.x, cross.y, unit * 0.17), palette.accents[2]);
  canvas.fill(roundedBox(cross.x, cross.y, unit * 0.2, unit * 0.065, unit * 0.01), palette.accents[0]);
  canvas.fill(roundedBox(cross.x, cross.y, unit * 0.065, unit * 0.2, unit * 0.01), palette.accents[0]);
  for (let k = intBetween(random, 4, 7); k > 0; k -= 1) {
    canvas.fill(ring(cx + between(random, -1.2, 1.2) * unit, cy + between(random, -0.55, 0.55) * unit, unit * between(random, 0.02, 0.05), unit * 0.01), palette.line, { opacity: 0.6 });
  }
};
