import { createContext, useContext } from 'react';
import type { ConsentChoice } from '../../src/domain/consent.ts';

/** The reader's current choice, for components that depend on it (ad slots). */
export const ConsentContext = createContext<ConsentChoice | undefined>(undefined);

export const useConsentChoice = (): ConsentChoice | undefined => useContext(ConsentContext);
