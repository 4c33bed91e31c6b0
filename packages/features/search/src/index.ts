/**
 * `@agent-portal/feature-search`: the top-bar global search (spec §2 Search
 * modal, §3, §5, §9). Only light parts are exported statically; the modal
 * loads on first use.
 * @packageDocumentation
 */
export { searchFeature } from './feature.js';
export { GlobalSearch, isSearchShortcut } from './components/GlobalSearch/GlobalSearch.js';
export { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, SEARCH_MODAL_HEIGHT_PX, SEARCH_MODAL_MAX_WIDTH_PX } from './constants.js';
export { FORM_CATEGORY_PATHS, clientResultPath, formResultPath, ticketResultPath } from './paths.js';
