// How a signal's subject is read, for each kind of subject of the table
// (signalKinds.ts): from a beacon's query, folded as it is counted, and back from
// a counter's name, as it was written there.
import { parsePostId, searchTermKey } from './readerSignals.ts';
import { SIGNAL_KINDS, SIGNAL_SUBJECTS, type DistinctKind, type SignalSubject, type SubjectOf, type SubjectValues } from './signalKinds.ts';

type Reader = { readonly [S in SignalSubject]: (raw: string | null | undefined) => SubjectValues[S] | undefined };

const FROM_BEACON: Reader = { post: parsePostId, term: searchTermKey };

/** A counter holds a term as it was counted (folded already), a `|` in it too: anything but nothing. */
const FROM_COUNTER: Reader = { post: parsePostId, term: (text) => (text === undefined || text === null || text === '' ? undefined : text) };

/** A kind's subject in a beacon's query parameter (`post=42`, `q=AI%20Act`), as it is counted; undefined when it is not one. */
export const subjectFromBeacon = <K extends DistinctKind>(kind: K, raw: string | null | undefined): SubjectOf<K> | undefined =>
  FROM_BEACON[SIGNAL_KINDS[kind].subject](raw) as SubjectOf<K> | undefined;

/** A kind's subject in a counter's name; undefined when it is not one (a counter that is not ours). */
export const subjectFromCounter = <K extends DistinctKind>(kind: K, text: string): SubjectOf<K> | undefined =>
  FROM_COUNTER[SIGNAL_KINDS[kind].subject](text) as SubjectOf<K> | undefined;

/** The query parameter a subject is sent in. */
export const subjectParam = (subject: SignalSubject): string => SIGNAL_SUBJECTS[subject].param;

/** Why a beacon's subject was refused (400): `post must be a post id, a positive integer`. */
export const subjectRefusal = (subject: SignalSubject): string => `${SIGNAL_SUBJECTS[subject].param} must be ${SIGNAL_SUBJECTS[subject].must}`;
