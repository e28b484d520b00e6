// A search result's extract from the wire (Newsdesk's addition to the contract):
// `[{text, mark}]`, plain text in pieces, the words searched marked. Taken whole
// or not at all: a piece that is not text, or an extract too long to be one,
// would show a sentence with holes, so the card shows none (as for any other
// malformed field, the post itself stays).
import type { ExtractSegment } from '../../../src/domain/content.ts';

/** The plugin and the demo quote 200 characters with an ellipsis at each end; more is not an extract. */
const MAX_TEXT = 400;
const MAX_SEGMENTS = 60;

const isSegment = (value: unknown): value is { text: string; mark?: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string';

export const toExtract = (wire: unknown): readonly ExtractSegment[] | undefined => {
  if (!Array.isArray(wire) || wire.length === 0 || wire.length > MAX_SEGMENTS || !wire.every(isSegment)) return undefined;
  // Whitespace as the page shows it: one space, never a line break of the source.
  const segments = wire.map((segment) => ({ text: segment.text.replace(/\s+/g, ' '), marked: segment.mark === true })).filter((segment) => segment.text !== '');
  const length = segments.reduce((sum, segment) => sum + segment.text.length, 0);
  return length > 0 && length <= MAX_TEXT ? segments : undefined;
};
