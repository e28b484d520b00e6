import { useEffect, useRef, type RefObject } from 'react';

/**
 * A select the reader changed before the page hydrated: the server's HTML was
 * usable, the change event came before React listened, and it is lost. Once
 * hydrated, the select still shows the reader's choice (`value` is what was
 * rendered): act on it then, once, as the change would have.
 */
export const useChoiceBeforeHydration = (rendered: string, choose: (value: string) => void): RefObject<HTMLSelectElement | null> => {
  const ref = useRef<HTMLSelectElement>(null);
  const first = useRef({ rendered, choose });
  useEffect(() => {
    const shown = ref.current?.value;
    if (shown !== undefined && shown !== first.current.rendered) first.current.choose(shown);
  }, []);
  return ref;
};
