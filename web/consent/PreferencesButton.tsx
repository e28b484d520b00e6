import type { Ref } from 'react';

/** The floating bottom-right button that reopens the consent banner. */
export const PreferencesButton = ({ label, onOpen, buttonRef }: { label: string; onOpen: () => void; buttonRef: Ref<HTMLButtonElement> }) => (
  <button ref={buttonRef} type="button" className="consent-prefs" aria-haspopup="dialog" aria-label={label} title={label} onClick={onOpen} data-testid="consent-preferences">
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5zm-4.5 9a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm3 5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm5-1a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM9 6.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z" />
    </svg>
  </button>
);
