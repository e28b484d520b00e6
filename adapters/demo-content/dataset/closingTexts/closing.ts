import type { SectionText } from '../textTypes.ts';

/** An article's closing: a heading and one paragraph of its own. */
export const closing = (heading: string, paragraph: string): SectionText => ({ heading, paragraphs: [paragraph] });
