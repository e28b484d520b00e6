import type { ConsentChoice } from '../domain/consent.ts';

export const ConsentStorePort = Symbol.for('ConsentStorePort');

export interface ConsentStorePort {
  /** The stored choice, or undefined when the reader has not chosen (or chose an older version). */
  read(): ConsentChoice | undefined;
  write(choice: ConsentChoice): void;
}
