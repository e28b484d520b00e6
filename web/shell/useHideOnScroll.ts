import { useEffect, useState } from 'react';

/** Spec: at the top means a scroll of 73px or less. */
const AT_TOP_THRESHOLD_PX = 73;

/** The header hides while the reader scrolls down and shows again on the way up. */
export const useHideOnScroll = (): boolean => {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > AT_TOP_THRESHOLD_PX && y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
};
