import { useEffect, useState } from 'react';

/** Spec: at the top means a scroll of 73px or less. */
const AT_TOP_THRESHOLD_PX = 73;

/** The header hides while the reader scrolls down and shows again on the way up. */
export const useHideOnScroll = (): boolean => {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // From the top: a reader who scrolled down before the header hydrated (it hydrates
    // in a slice of its own, after the document) finds it hidden as if it had been listening.
    let last = 0;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > AT_TOP_THRESHOLD_PX && y > last);
      last = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
};
