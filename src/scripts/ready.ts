/** Set on `<html>` once every module of the page has started: the one signal CSS and tests read. */
export const readyAttribute = 'data-enhanced';

/** Fired on `window` at the same moment, for the page's island (`client:afterpaint`). */
export const readyEvent = 'brightwave:enhanced';
