// Abstract SVG art in the brand palette for every demo image: covers, inline
// media and link previews. Drawn from a seed so each post has its own picture and
// the same picture on every start; nothing is fetched from another host. Each
// drawing is made once and kept in memory (the media router only asks for
// images the dataset references, so the cache is bounded).
import { intBetween, pick, randomFor, type Random } from './seededRandom.ts';
import type { ArtStyle } from './dataset/textTypes.ts';

export interface ArtRequest {
  readonly style: ArtStyle;
  /** Same key, same picture: covers of one story share it across sizes and languages. */
  readonly seedKey: string;
  readonly width: number;
  readonly height: number;
}

const C = {
  pink: '#e8057a', plum: '#2a0a3d', night: '#14081f', violet: '#6a1b9a',
  rose: '#ff7eb9', coral: '#ff5c8a', blush: '#ffd6e8', cream: '#fff5fa', amber: '#ffb347',
} as const;

const BACKGROUNDS: readonly (readonly [string, string])[] = [
  [C.pink, C.plum], [C.plum, C.night], [C.violet, C.pink], [C.night, C.violet], [C.coral, C.plum], [C.pink, C.violet],
];
const ACCENTS = [C.rose, C.blush, C.amber, C.cream, C.coral] as const;

const n = (value: number): string => String(Math.round(value * 10) / 10);

type Draw = (random: Random, w: number, h: number) => string;

const network: Draw = (random, w, h) => {
  const nodes = Array.from({ length: intBetween(random, 22, 30) }, () => ({
    x: random() * w, y: random() * h, r: 4 + random() * 8,
  }));
  const edges = nodes.flatMap((a, i) =>
    nodes
      .map((b, j) => ({ j, d: Math.hypot(a.x - b.x, a.y - b.y) }))
      .filter(({ j }) => j > i)
      .sort((p, q) => p.d - q.d)
      .slice(0, 2)
      .map(({ j }) => {
        const b = nodes[j]!;
        return `<line x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}"/>`;
      }),
  );
  const glows = nodes.slice(0, 5).map((p) => `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(50 + random() * 70)}" fill="url(#glow)"/>`);
  const dots = nodes.map((p) => `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(p.r)}" fill="${pick(random, ACCENTS)}"/>`);
  return `${glows.join('')}<g stroke="${C.cream}" stroke-opacity=".4" stroke-width="2">${edges.join('')}</g>${dots.join('')}`;
};

const orbits: Draw = (random, w, h) => {
  const cx = w * (0.3 + random() * 0.4);
  const cy = h * (0.35 + random() * 0.3);
  const rings = Array.from({ length: intBetween(random, 5, 7) }, (_, i) => {
    const r = h * (0.12 + i * 0.11);
    const dash = random() < 0.4 ? ` stroke-dasharray="${n(4 + random() * 10)} ${n(6 + random() * 14)}"` : '';
    const angle = random() * Math.PI * 2;
    const dot = `<circle cx="${n(cx + Math.cos(angle) * r)}" cy="${n(cy + Math.sin(angle) * r)}" r="${n(4 + random() * 8)}" fill="${pick(random, ACCENTS)}"/>`;
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${C.cream}" stroke-opacity="${n(0.15 + random() * 0.35)}" stroke-width="${n(1 + random() * 2)}"${dash}/>${dot}`;
  });
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.3)}" fill="url(#glow)"/>${rings.join('')}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.07)}" fill="${C.pink}"/>`;
};

const grid: Draw = (random, w, h) => {
  const size = h * 0.5;
  const x0 = w * (0.25 + random() * 0.5) - size / 2;
  const y0 = h / 2 - size / 2;
  const cells = 4;
  const cell = size / (cells + 1);
  const squares: string[] = [];
  for (let i = 0; i < cells; i += 1) {
    for (let j = 0; j < cells; j += 1) {
      const lit = random() < 0.35;
      squares.push(`<rect x="${n(x0 + cell * (i + 0.6))}" y="${n(y0 + cell * (j + 0.6))}" width="${n(cell * 0.8)}" height="${n(cell * 0.8)}" rx="3" fill="${lit ? C.pink : C.violet}" fill-opacity="${lit ? 1 : 0.5}"/>`);
    }
  }
  const traces: string[] = [];
  for (let k = 0; k < 20; k += 1) {
    const side = k % 4;
    const t = 0.1 + random() * 0.8;
    const len = 60 + random() * 200;
    const turn = (random() < 0.5 ? -1 : 1) * (20 + random() * 60);
    const [sx, sy, ex, ey, mx, my] =
      side === 0 ? [x0 + t * size, y0, x0 + t * size + turn, y0 - len, x0 + t * size, y0 - len / 2]
      : side === 1 ? [x0 + size, y0 + t * size, x0 + size + len, y0 + t * size + turn, x0 + size + len / 2, y0 + t * size]
      : side === 2 ? [x0 + t * size, y0 + size, x0 + t * size + turn, y0 + size + len, x0 + t * size, y0 + size + len / 2]
      : [x0, y0 + t * size, x0 - len, y0 + t * size + turn, x0 - len / 2, y0 + t * size];
    const path = side % 2 === 0 ? `M${n(sx)} ${n(sy)}V${n(my)}H${n(ex)}V${n(ey)}` : `M${n(sx)} ${n(sy)}H${n(mx)}V${n(ey)}H${n(ex)}`;
    traces.push(`<path d="${path}"/><circle cx="${n(ex)}" cy="${n(ey)}" r="4" fill="${pick(random, ACCENTS)}"/>`);
  }
  return `<g fill="none" stroke="${C.rose}" stroke-opacity=".55" stroke-width="2">${traces.join('')}</g>`
    + `<rect x="${n(x0)}" y="${n(y0)}" width="${n(size)}" height="${n(size)}" rx="14" fill="${C.plum}" stroke="${C.pink}" stroke-width="3"/>${squares.join('')}`;
};

const balance: Draw = (random, w, h) => {
  const shapes = Array.from({ length: intBetween(random, 4, 6) }, (_, i) => {
    const x = random() * w;
    const y = h * (0.2 + random() * 0.6);
    const s = h * (0.15 + random() * 0.3);
    const fill = pick(random, [C.pink, C.rose, C.violet, C.amber, C.blush]);
    const opacity = n(0.45 + random() * 0.45);
    if (i % 3 === 0) return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="${fill}" fill-opacity="${opacity}"/>`;
    if (i % 3 === 1) return `<path d="M${n(x - s)} ${n(y)}A${n(s)} ${n(s)} 0 0 1 ${n(x + s)} ${n(y)}Z" fill="${fill}" fill-opacity="${opacity}"/>`;
    return `<rect x="${n(x - s / 2)}" y="${n(y - s / 2)}" width="${n(s)}" height="${n(s)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${n(random() * 45)} ${n(x)} ${n(y)})"/>`;
  });
  const beamY = h * (0.45 + random() * 0.2);
  return `${shapes.join('')}<line x1="${n(w * 0.1)}" y1="${n(beamY)}" x2="${n(w * 0.9)}" y2="${n(beamY)}" stroke="${C.cream}" stroke-width="3" stroke-opacity=".8"/>`
    + `<circle cx="${n(w / 2)}" cy="${n(beamY)}" r="9" fill="${C.cream}"/>`;
};

const circuit: Draw = (random, w, h) => {
  const cx = w * (0.35 + random() * 0.3);
  const cy = h * 0.5;
  const r = h * 0.26;
  const arcs = Array.from({ length: 6 }, (_, i) => {
    const rr = r * (1.25 + i * 0.18);
    const length = 2 * Math.PI * rr;
    const dash = `${n(length * (0.1 + random() * 0.25))} ${n(length * (0.05 + random() * 0.15))}`;
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr)}" fill="none" stroke="${i % 2 ? C.rose : C.cream}" stroke-opacity=".5" stroke-width="${n(2 + random() * 4)}" stroke-dasharray="${dash}" transform="rotate(${n(random() * 360)} ${n(cx)} ${n(cy)})"/>`;
  });
  const paths = Array.from({ length: 8 }, () => {
    const y = random() * h;
    const x1 = random() < 0.5 ? 0 : w;
    const x2 = x1 === 0 ? w * (0.1 + random() * 0.2) : w * (0.7 + random() * 0.2);
    const y2 = y + (random() - 0.5) * 120;
    return `<path d="M${n(x1)} ${n(y)}H${n(x2)}L${n(x2 + (x1 === 0 ? 30 : -30))} ${n(y2)}"/><circle cx="${n(x2 + (x1 === 0 ? 30 : -30))}" cy="${n(y2)}" r="5" fill="${C.pink}"/>`;
  });
  return `<g fill="none" stroke="${C.rose}" stroke-opacity=".5" stroke-width="2">${paths.join('')}</g><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.6)}" fill="url(#glow)"/>${arcs.join('')}`
    + `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${C.night}" stroke="${C.pink}" stroke-width="6"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.45)}" fill="${C.pink}"/><circle cx="${n(cx - r * 0.15)}" cy="${n(cy - r * 0.15)}" r="${n(r * 0.12)}" fill="${C.cream}"/>`;
};

const waves: Draw = (random, w, h) => {
  const count = intBetween(random, 4, 6);
  const layers = Array.from({ length: count }, (_, i) => {
    const base = h * (0.35 + (i / count) * 0.5);
    const amp = 20 + random() * 45;
    const phase = random() * w;
    const steps = 8;
    let d = `M0 ${n(base)}`;
    for (let s = 1; s <= steps; s += 1) {
      const x = (w / steps) * s;
      const y = base + Math.sin((x + phase) / (w / 3)) * amp;
      d += `Q${n(x - w / steps / 2)} ${n(y + (s % 2 ? -amp : amp) * 0.6)} ${n(x)} ${n(y)}`;
    }
    return `<path d="${d}V${n(h)}H0Z" fill="${pick(random, [C.pink, C.rose, C.violet, C.coral])}" fill-opacity="${n(0.25 + i * 0.12)}"/>`;
  });
  const people = Array.from({ length: intBetween(random, 10, 16) }, () =>
    `<circle cx="${n(random() * w)}" cy="${n(h * (0.08 + random() * 0.3))}" r="${n(3 + random() * 7)}" fill="${pick(random, ACCENTS)}" fill-opacity=".85"/>`);
  return `${people.join('')}${layers.join('')}`;
};

const DRAW: Readonly<Record<ArtStyle, Draw>> = { network, orbits, grid, balance, circuit, waves };

/** Builds the SVG; every size of one seed shows the same composition (the view box depends only on the aspect ratio). */
const drawArt = ({ style, seedKey, width, height }: ArtRequest): string => {
  const random = randomFor(`art:${seedKey}`);
  const vw = 1024;
  const vh = Math.round((vw * height) / width);
  const [from, to] = pick(random, BACKGROUNDS);
  const angle = intBetween(random, 0, 3);
  const [x2, y2] = [['1', '1'], ['1', '0'], ['0', '1'], ['.6', '1']][angle]!;
  const glowX = n(0.2 + random() * 0.6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice">`
    + `<defs><linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
    + `<radialGradient id="glow"><stop offset="0" stop-color="${C.rose}" stop-opacity=".55"/><stop offset="1" stop-color="${C.rose}" stop-opacity="0"/></radialGradient>`
    + `<radialGradient id="light" cx="${glowX}" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`
    + `<rect width="${vw}" height="${vh}" fill="url(#bg)"/>${DRAW[style](random, vw, vh)}<rect width="${vw}" height="${vh}" fill="url(#light)"/></svg>`;
};

const drawings = new Map<string, string>();

/** The drawing for a request, made on first use and then kept. */
export const artSvg = (request: ArtRequest): string => {
  const key = `${request.style}|${request.seedKey}|${request.width}x${request.height}`;
  const cached = drawings.get(key);
  if (cached !== undefined) return cached;
  const svg = drawArt(request);
  drawings.set(key, svg);
  return svg;
};
