// The shapes the demo's illustrations are made of, as signed distance functions
// in pixels (negative inside): the canvas turns the distance at each pixel into
// coverage, which gives every edge the same anti-aliasing at any size.

export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface Shape {
  /** Where the shape can cover a pixel: the canvas only looks there. */
  readonly box: Box;
  readonly distance: (x: number, y: number) => number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

const around = (x: number, y: number, reach: number): Box => ({ x0: x - reach, y0: y - reach, x1: x + reach, y1: y + reach });

/** Math.hypot is several times slower, and this runs for every pixel near a shape. */
const length = (x: number, y: number): number => Math.sqrt(x * x + y * y);

/** The whole picture. */
export const everywhere = (width: number, height: number): Shape => ({
  box: { x0: 0, y0: 0, x1: width, y1: height },
  distance: () => -1e9,
});

export const circle = (cx: number, cy: number, r: number): Shape => ({
  box: around(cx, cy, r + 1),
  distance: (x, y) => length(x - cx, y - cy) - r,
});

/** A circle's outline of this stroke width. */
export const ring = (cx: number, cy: number, r: number, stroke: number): Shape => ({
  box: around(cx, cy, r + stroke / 2 + 1),
  distance: (x, y) => Math.abs(length(x - cx, y - cy) - r) - stroke / 2,
});

/** Part of a ring, from one angle to the other clockwise (radians, 0 pointing right), with round ends. */
export const arc = (cx: number, cy: number, r: number, stroke: number, from: number, to: number): Shape => {
  const span = (((to - from) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  const [ax, ay] = [cx + Math.cos(from) * r, cy + Math.sin(from) * r];
  const [bx, by] = [cx + Math.cos(from + span) * r, cy + Math.sin(from + span) * r];
  return {
    box: around(cx, cy, r + stroke / 2 + 1),
    distance: (x, y) => {
      const angle = (((Math.atan2(y - cy, x - cx) - from) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
      if (angle <= span) return Math.abs(length(x - cx, y - cy) - r) - stroke / 2;
      return Math.min(length(x - ax, y - ay), length(x - bx, y - by)) - stroke / 2;
    },
  };
};

/** A rectangle with rounded corners, turned by `angle` radians around its centre. */
export const roundedBox = (cx: number, cy: number, width: number, height: number, radius: number, angle = 0): Shape => {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const hw = width / 2 - radius;
  const hh = height / 2 - radius;
  return {
    box: around(cx, cy, length(width, height) / 2 + 1),
    distance: (x, y) => {
      const dx = x - cx;
      const dy = y - cy;
      const qx = Math.abs(dx * cos + dy * sin) - hw;
      const qy = Math.abs(-dx * sin + dy * cos) - hh;
      return length(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
    },
  };
};

const segmentDistance = (x: number, y: number, a: Point, b: Point): number => {
  const bx = b.x - a.x;
  const by = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((x - a.x) * bx + (y - a.y) * by) / (bx * bx + by * by || 1)));
  return length(x - a.x - bx * t, y - a.y - by * t);
};

const boxOf = (points: readonly Point[], reach: number): Box => ({
  x0: Math.min(...points.map((p) => p.x)) - reach,
  y0: Math.min(...points.map((p) => p.y)) - reach,
  x1: Math.max(...points.map((p) => p.x)) + reach,
  y1: Math.max(...points.map((p) => p.y)) + reach,
});

/** A line through the points, of this stroke width, with round joins and ends. */
export const polyline = (points: readonly Point[], stroke: number): Shape => ({
  box: boxOf(points, stroke / 2 + 1),
  distance: (x, y) => {
    let d = Infinity;
    for (let i = 1; i < points.length; i += 1) d = Math.min(d, segmentDistance(x, y, points[i - 1]!, points[i]!));
    return d - stroke / 2;
  },
});

/** A closed polygon (any simple one): even-odd inside test, distance to the nearest edge. */
export const polygon = (points: readonly Point[]): Shape => ({
  box: boxOf(points, 1),
  distance: (x, y) => {
    let d = Infinity;
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
      const a = points[i]!;
      const b = points[j]!;
      d = Math.min(d, segmentDistance(x, y, a, b));
      if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
    }
    return inside ? -d : d;
  },
});
