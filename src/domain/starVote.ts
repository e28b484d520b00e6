// A reader's vote: one to five stars. A module of its own, with no imports, so
// that the page's code that sends a vote carries nothing else of the core.

export type StarVote = 1 | 2 | 3 | 4 | 5;

/** Only an integer from 1 to 5, written as one ("4", never "4.0", "04" or " 4"). */
export const parseVote = (raw: string | null | undefined): StarVote | undefined => (raw !== null && raw !== undefined && /^[1-5]$/.test(raw) ? (Number(raw) as StarVote) : undefined);
