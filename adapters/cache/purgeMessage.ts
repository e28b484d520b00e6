// What one instance tells the others when it purges: the tags and keys it was
// asked to drop, so each drops them from its in-process fallback too (which may
// hold items Redis never saw, stored while it was down). `from` lets an
// instance skip its own purges, already applied.
import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';

const PurgeMessage = t.type({ from: t.string, tags: t.array(t.string), keys: t.array(t.string) });
export type PurgeMessage = t.TypeOf<typeof PurgeMessage>;

export const encodePurge = (message: PurgeMessage): string => JSON.stringify(message);

/** The message, or undefined for anything else on the channel. */
export const decodePurge = (text: string): PurgeMessage | undefined => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const decoded = PurgeMessage.decode(json);
  return isRight(decoded) ? decoded.right : undefined;
};
