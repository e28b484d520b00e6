// Whether React has taken an element of the server's HTML over: the inline scripts
// that act on a reader's tap before the page's code has hydrated ask it, so that a
// tap React can handle is React's and one it cannot is kept (or acted on) instead.
// React writes its props onto each element it hydrates or creates, as an own property
// named `__reactProps$` and a random suffix; an element of a part not yet hydrated
// (its code still on the way, or its gate still shut) has none. That name is React's
// own, not a documented interface: the browser tests of early taps
// (tests/e2e/earlyTaps.spec.ts) fail if a React version changes it.

/** The property's prefix. */
const REACT_PROPS = '__reactProps$';

/** An ES5 function expression, for the inline scripts: true when React has the element. */
export const HYDRATED_TEST = `function(b){var k=Object.keys(b),i;for(i=0;i<k.length;i++)if(k[i].indexOf(${JSON.stringify(REACT_PROPS)})===0)return true;return false}`;
