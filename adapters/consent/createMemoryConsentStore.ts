// The test double of the consent store: a choice in memory, with the writes kept.
import type { ConsentChoice, ConsentStorePort } from '../../src/ports/ConsentStorePort.ts';

export const createMemoryConsentStore = (initial?: ConsentChoice): ConsentStorePort & { readonly writes: ConsentChoice[] } => {
  let current = initial;
  const writes: ConsentChoice[] = [];
  return {
    writes,
    read: () => current,
    write: (choice) => {
      writes.push(choice);
      current = choice;
    },
  };
};
