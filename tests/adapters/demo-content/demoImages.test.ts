import { describe, expect, it } from 'vitest';
import { drawArt } from '../../../adapters/demo-content/demoImages.ts';

/** The picture's average colour, as a reader sees a thumbnail from afar. */
const meanColour = (rgb: Uint8Array): [number, number, number] => {
  const sum = [0, 0, 0];
  for (let i = 0; i < rgb.length; i += 3) for (let c = 0; c < 3; c += 1) sum[c]! += rgb[i + c]!;
  const count = rgb.length / 3;
  return [sum[0]! / count, sum[1]! / count, sum[2]! / count];
};

const distance = (a: readonly number[], b: readonly number[]): number => Math.hypot(...a.map((v, i) => v - b[i]!));

describe('demo illustrations', () => {
  it('paints the posts of one topic in different colours, so a section does not look like a template', () => {
    const colours = Array.from({ length: 6 }, (_, variant) => meanColour(drawArt({ motif: 'chip', seedKey: `chips-${variant}`, width: 300, height: 168 })));
    const distinctPairs = colours.flatMap((a, i) => colours.slice(i + 1).filter((b) => distance(a, b) > 12)).length;
    // Fifteen pairs; a palette may come back, but most pairs must differ at a glance.
    expect(distinctPairs).toBeGreaterThanOrEqual(10);
  });

  it('draws one topic differently for two posts even where their colours agree', () => {
    const a = drawArt({ motif: 'orbits', seedKey: 'research-1', width: 300, height: 168 });
    const b = drawArt({ motif: 'orbits', seedKey: 'research-2', width: 300, height: 168 });
    let differing = 0;
    for (let i = 0; i < a.length; i += 3) if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 30) differing += 1;
    expect(differing / (a.length / 3)).toBeGreaterThan(0.2);
  });

  it('shows the same picture in every size of a cover', () => {
    const sizes = [[1024, 574], [512, 287], [300, 168]] as const;
    const [large, ...smaller] = sizes.map(([width, height]) => meanColour(drawArt({ motif: 'road', seedKey: 'vehicles-4', width, height })));
    for (const colour of smaller) expect(distance(colour, large!)).toBeLessThan(6);
  });

  it('draws the same picture for the same post on every start', () => {
    const request = { motif: 'institution', seedKey: 'regulation-2', width: 120, height: 68 } as const;
    expect(Buffer.from(drawArt(request)).equals(Buffer.from(drawArt(request)))).toBe(true);
  });
});
