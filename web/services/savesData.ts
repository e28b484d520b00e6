interface NetworkInformation {
  readonly saveData?: boolean;
}

/**
 * The reader's data saver (Chromium's Save-Data): what they did not ask for is
 * not fetched (prefetching, field Web Vitals). Other browsers tell nothing and
 * count as not saving.
 */
export const savesData = (nav: Navigator = navigator): boolean => (nav as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;
