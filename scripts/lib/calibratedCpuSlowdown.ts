// How much slower Lighthouse must make this machine's CPU for its mobile run to
// stand for the phone its defaults were set for. Lighthouse simulates a phone by
// multiplying the main-thread time it observed by `cpuSlowdownMultiplier` (4 by
// default), whatever machine it runs on, and reports that machine's speed as
// `benchmarkIndex`. Its throttling guide (the "CPU throttling" section of its docs)
// and the calculator it links to give the multiplier each benchmarkIndex needs:
// 4 at about 1,533, 3 at 1,300, 2 at 800, 1 at 150, in straight lines between
// them (above 1,300, one more for every 233). A faster machine needs more:
// with 4 on a machine of 3,700 the run stands for a phone three times faster
// than intended, and a long task that would block for 100 ms there blocks for
// none (docs/decisions/0030-first-visit-measured-on-lighthouses-phone.md).

/** One segment of the calculator's curve: from this benchmarkIndex up, this multiplier, plus `per` for each point above it. */
interface Segment {
  readonly from: number;
  readonly multiplier: number;
  readonly per: number;
}

const CURVE: readonly Segment[] = [
  { from: 1300, multiplier: 3, per: 1 / 233 },
  { from: 800, multiplier: 2, per: 1 / 500 },
  { from: 150, multiplier: 1, per: 1 / 650 },
];

/**
 * The multiplier for a machine of this benchmarkIndex, to one decimal; 1 (no
 * slowdown) for a machine already as slow as the phone, or a benchmark that failed.
 */
export const calibratedCpuSlowdown = (benchmarkIndex: number): number => {
  if (!Number.isFinite(benchmarkIndex)) return 1;
  const segment = CURVE.find((s) => benchmarkIndex >= s.from);
  if (!segment) return 1;
  return Math.round((segment.multiplier + (benchmarkIndex - segment.from) * segment.per) * 10) / 10;
};
