// The counters waiting for WordPress, named so that one string says what each
// counts: `2026-11-27|r|en|42` (readers of a post on a day), `…|vs|…` and `…|vc|…`
// (what votes moved in a post's sum of stars and its count of voters),
// `…|s|en|ai act` (searchers of a term; the subject last, since a term may hold
// a `|`). The code is the kind's (signalKinds.ts). The ledger keeps such counters,
// in memory or in one Redis hash, until the courier takes them as batches.
import { isLang, type Lang } from './language.ts';
import { utcDay } from './readerSignals.ts';
import { SIGNAL_KINDS, type DistinctKind, type SubjectOf } from './signalKinds.ts';

/**
 * New counters one tally may open between two deliveries (a post's reads, a vote's
 * sum or count, a term): past it, a signal that would open one is dropped, unless it
 * is for a post this instance knows it has (a flood of invented ids cannot crowd out
 * the real ones). What already has a counter is counted on.
 */
export const MAX_NEW_COUNTERS = 50_000;

/** The counter a distinct kind's sender adds to: its subject's, of a language, on a day. */
export const signalCounter = <K extends DistinctKind>(kind: K, day: string, lang: Lang, subject: SubjectOf<K>): string =>
  `${day}|${SIGNAL_KINDS[kind].counter}|${lang}|${subject}`;

/** The two counters a vote moves: the post's sum of stars, and its count of voters. */
export const voteCounters = (day: string, lang: Lang, post: number): { readonly sum: string; readonly count: string } => ({
  sum: `${day}|${SIGNAL_KINDS.vote.counter.sum}|${lang}|${post}`,
  count: `${day}|${SIGNAL_KINDS.vote.counter.count}|${lang}|${post}`,
});

/**
 * The vote counters of a post a ledger may hold at `at`: the day's, and the days either side (counters are taken
 * once per flush interval, an hour at most, so a tally not yet taken at midnight holds the day before's; an instance
 * whose clock runs a little ahead may have counted under the next). What a tally of the votes not yet delivered
 * reads: named by voteCounters, as the recorder names what a vote moves, so that the two cannot disagree.
 */
export const voteCountersAround = (at: Date, lang: Lang, post: number): readonly { readonly sum: string; readonly count: string }[] =>
  [-1, 0, 1].map((days) => voteCounters(utcDay(new Date(at.getTime() + days * 86_400_000)), lang, post));

/** A counter's name read back: undefined when its day or language is not one (not ours). */
export const parseCounterName = (name: string): { readonly day: string; readonly code: string; readonly lang: Lang; readonly subject: string } | undefined => {
  const [day = '', code = '', lang = '', ...rest] = name.split('|');
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && isLang(lang) ? { day, code, lang, subject: rest.join('|') } : undefined;
};
