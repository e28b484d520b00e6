import { expect, it } from 'vitest';
import { calibratedCpuSlowdown } from '../../../scripts/lib/calibratedCpuSlowdown.ts';

// The points of Lighthouse's own throttling calculator (its throttling guide).

it('gives Lighthouse’s default of 4 to the machine its mobile run was calibrated on', () => {
  expect(calibratedCpuSlowdown(1533)).toBe(4);
  expect(calibratedCpuSlowdown(1766)).toBe(5);
  expect(calibratedCpuSlowdown(2000)).toBe(6);
});

it('slows a fast machine more: one more for every 233 points above 1,300', () => {
  expect(calibratedCpuSlowdown(1300 + 233 * 10)).toBe(13);
});

it('slows a slower machine less, down to none for one as slow as the phone', () => {
  expect(calibratedCpuSlowdown(1300)).toBe(3);
  expect(calibratedCpuSlowdown(1050)).toBe(2.5);
  expect(calibratedCpuSlowdown(800)).toBe(2);
  expect(calibratedCpuSlowdown(475)).toBe(1.5);
  expect(calibratedCpuSlowdown(150)).toBe(1);
  expect(calibratedCpuSlowdown(100)).toBe(1);
});

it('does not slow a machine whose benchmark failed', () => {
  expect(calibratedCpuSlowdown(Number.NaN)).toBe(1);
});
