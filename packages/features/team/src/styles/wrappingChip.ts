/**
 * A chip whose label wraps between words instead of being cut with an ellipsis: a rank such as
 * "Исполнительный директор по маркетингу" stays whole on a phone, and a table column of chips is
 * only as wide as its longest word needs (issue #28 items 1, 2).
 */
export const WRAPPING_CHIP_SX = {
  height: 'auto',
  minHeight: 24,
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'break-word', py: '2px' },
} as const;
