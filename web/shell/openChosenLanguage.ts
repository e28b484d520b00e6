// The CSR deployment has no head script (web/document/earlyTaps.ts), which
// opens the language select's choice on the server-rendered pages: this listener
// does it there, in the same way.
import { LANGUAGE_SELECT_ID } from './languageSelectId.ts';

export const openChosenLanguage = (doc: Document): void => {
  doc.addEventListener('change', (event) => {
    const select = event.target;
    if (select instanceof HTMLSelectElement && select.id === LANGUAGE_SELECT_ID && select.value) doc.defaultView?.location.assign(select.value);
  });
};
