/** Debounce of the search input, in ms (spec §5, §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** Height of the search modal on a tablet or desktop, in px (spec §9). */
export const SEARCH_MODAL_HEIGHT_PX = 500;

/** Largest width of the search modal, in px (spec §9). */
export const SEARCH_MODAL_MAX_WIDTH_PX = 800;

/** Longest search text the gateway accepts, in characters (longer input is cut). */
export const SEARCH_MAX_LENGTH = 100;
