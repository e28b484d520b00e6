/** The attribute the renderer puts on each ad unit's element, holding the unit's key. */
export const AD_KEY_ATTRIBUTE = 'data-nd-ad-key';
