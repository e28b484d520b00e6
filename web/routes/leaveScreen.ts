// A reader's navigation marks the screen being left, in the tap's own task: while it
// is marked, or the spinner shows, the footer is out of the layout (layout.css), and
// the next screen is new content (the shell keys it by location), whose commit takes
// the marked elements away. On a slow phone the next screen can take a second to
// render, its data prefetched or not; a layout shift is left out of CLS only within
// half a second of the reader's input (decision 38). What is new is no shift, and a
// footer already gone cannot move: the page does not jump however late the screen comes.

/** Called with the reader's tap, before the navigation starts. */
export const leaveScreen = (): void => {
  for (const element of document.getElementById('main')?.children ?? []) element.setAttribute('data-leaving', '');
};
