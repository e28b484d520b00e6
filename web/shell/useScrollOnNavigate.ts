import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

/**
 * Spec: after every navigation but the first the window scrolls smoothly to the
 * top; an article jumps there. Readers who ask for reduced motion always jump.
 */
export const useScrollOnNavigate = (): void => {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const first = useRef(true);
  const isArticle = matches.some((m) => m.id === 'article' || m.id === 'articleBySlug');
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // 'auto' is the stylesheet's scroll-behavior: smooth, unless the reader asks for reduced motion (base.css).
    window.scrollTo({ top: 0, behavior: isArticle ? 'instant' : 'auto' });
  }, [pathname, search, isArticle]);
};
