import { useEffect, useRef, type RefObject } from 'react';

/**
 * A select the reader changed, or a field they typed in, before the page
 * hydrated: the server's HTML was usable, the change events came before React
 * listened, and they are lost. Once hydrated, the element still shows the
 * reader's choice or text (`rendered` is what the server wrote): act on it then,
 * once, as the change would have.
 */
export const useChoiceBeforeHydration = <E extends HTMLSelectElement | HTMLInputElement = HTMLSelectElement>(rendered: string, choose: (value: string) => void): RefObject<E | null> => {
  const ref = useRef<E>(null);
  const first = useRef({ rendered, choose });
  useEffect(() => {
    const shown = ref.current?.value;
    if (shown !== undefined && shown !== first.current.rendered) first.current.choose(shown);
  }, []);
  return ref;
};
