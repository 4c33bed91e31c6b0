/**
 * The search feature for the portal shell (spec §2 Shell, Search modal). It
 * adds no route: its part of the shell is {@link GlobalSearch} in the top bar.
 */
export const searchFeature = {
  id: 'search',
  routes: [],
};
