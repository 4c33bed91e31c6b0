/**
 * `sx`/style object that hides content visually but keeps it for screen readers
 * (the usual "sr-only" clip pattern): use it for a table header on a phone, a
 * sort state, an "Unseen:" prefix.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
