// The order in which a language's articles were published: shuffled with the
// language's seed, then spread so that a topic does not come back within the
// next few posts. A newsroom does not publish three robotics stories in a row,
// and the home's trending grid should look like a front page.
import { shuffled, type Random } from '../seededRandom.ts';

export const publishingOrder = <T>(random: Random, items: readonly T[], topicOf: (item: T) => string, gap = 8): T[] => {
  const remaining = shuffled(random, items);
  const order: T[] = [];
  while (remaining.length > 0) {
    // Widest spacing still possible: near the end few topics are left, so the spacing shrinks.
    let index = -1;
    for (let spacing = gap; index === -1; spacing -= 1) {
      const recent = new Set(order.slice(Math.max(0, order.length - spacing)).map(topicOf));
      index = remaining.findIndex((item) => !recent.has(topicOf(item)));
    }
    order.push(...remaining.splice(index, 1));
  }
  return order;
};
