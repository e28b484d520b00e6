import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/**
 * The sections the header's row has no room for, behind a disclosure that opens without script
 * (a `details`). Once hydrated, Escape closes it and hands focus back to its toggle; a pointer or
 * focus going anywhere outside it, and a section chosen in it, close it: left open, the list would
 * cover what the reader went on to. No state of its own: the element's `open` is the state, so a
 * list opened before the page hydrated stays open and hydrating costs nothing. Every page loads
 * this code, so it is kept to one listener of the document and two of its own.
 */
export const MoreSections = ({ label, children }: { label: string; children: ReactNode }) => {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const closeFromOutside = (event: Event) => {
      const element = details.current;
      if (element?.open && !(event.target instanceof Node && element.contains(event.target))) element.open = false;
    };
    document.addEventListener('pointerdown', closeFromOutside);
    document.addEventListener('focusin', closeFromOutside);
    return () => {
      document.removeEventListener('pointerdown', closeFromOutside);
      document.removeEventListener('focusin', closeFromOutside);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !event.currentTarget.open) return;
    // Handled: the header's own Escape (the search panel, the phone menu) leaves it alone.
    event.preventDefault();
    event.currentTarget.open = false;
    event.currentTarget.querySelector('summary')?.focus();
  };
  // A section chosen, even the one already shown (no navigation follows), closes the list.
  const onClick = (event: MouseEvent<HTMLDetailsElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) event.currentTarget.open = false;
  };
  return (
    <details ref={details} className="category-more" onKeyDown={onKeyDown} onClick={onClick}>
      <summary className="category-more__toggle">{label}</summary>
      <ul className="category-more__list">{children}</ul>
    </details>
  );
};
