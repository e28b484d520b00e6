import { describe, expect, it } from 'vitest';
import { signalKindOf, signalPath } from '../../../src/domain/endpoints.ts';
import { DISTINCT_KINDS, SIGNAL_BUDGETS, SIGNAL_KIND_NAMES, SIGNAL_KINDS, SIGNAL_LISTS, SIGNAL_SUBJECTS } from '../../../src/domain/signalKinds.ts';
import { subjectFromBeacon } from '../../../src/domain/signalSubjects.ts';

describe('the table of reader signals', () => {
  it('is plain data, so that the plugin can carry a copy generated from it', () => {
    expect(JSON.parse(JSON.stringify(SIGNAL_KINDS))).toEqual(SIGNAL_KINDS);
    expect(JSON.parse(JSON.stringify(SIGNAL_BUDGETS))).toEqual(SIGNAL_BUDGETS);
  });

  it('gives each kind a counter code and a batch list of its own, the lists in the wire’s order', () => {
    const codes = SIGNAL_KIND_NAMES.flatMap((kind) => {
      const { counter } = SIGNAL_KINDS[kind];
      return typeof counter === 'string' ? [counter] : Object.values(counter);
    });
    expect(new Set(codes).size).toBe(codes.length);
    expect(SIGNAL_LISTS).toEqual(['reads', 'votes', 'searches']);
  });

  it('holds the bounds of docs/reader-signals.md, written here as the documentation states them', () => {
    expect(SIGNAL_KINDS.read.perNetwork).toBe(5);
    expect(SIGNAL_KINDS.vote.perNetwork).toBe(3);
    expect(SIGNAL_KINDS.search.perNetwork).toBe(1);
    expect(SIGNAL_BUDGETS.audience.perMinute).toBe(60);
    expect(SIGNAL_BUDGETS.vote.perMinute).toBe(20);
  });

  it('gives every distinct kind a beacon path that is read back as its kind and its subject', () => {
    const subjects = { post: 6048, term: 'ai act' } as const;
    for (const kind of DISTINCT_KINDS) {
      const subject = subjects[SIGNAL_KINDS[kind].subject];
      const url = new URL(signalPath(kind, 'en', subject as never), 'http://newsdesk.test');
      expect(signalKindOf(url.pathname)).toBe(kind);
      // The page writes the parameter without the table (beaconParam): it is the table's all the same.
      expect([...url.searchParams.keys()]).toEqual(['lang', SIGNAL_SUBJECTS[SIGNAL_KINDS[kind].subject].param]);
      expect(subjectFromBeacon(kind, url.searchParams.get(SIGNAL_SUBJECTS[SIGNAL_KINDS[kind].subject].param))).toBe(subject);
    }
  });
});
