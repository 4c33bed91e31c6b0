import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '../a11y/visuallyHidden.js';

/**
 * The `sx` of a {@link DataTable}'s `<table>`: bold headers; from `stackBelow` up its `minWidth`
 * and `layout`; between `stackBelow` and 1200 px narrower cell padding; below `stackBelow` every
 * row a stacked card with the column names (`data-label`) before the values.
 */
export function dataTableSx({
  stackBelow,
  minWidth,
  layout,
}: {
  stackBelow: Breakpoint;
  minWidth: number | string | undefined;
  layout: 'auto' | 'fixed';
}): SxProps<Theme> {
  return (theme) => ({
    '& thead th': { fontWeight: 700 },
    [theme.breakpoints.up(stackBelow)]: {
      minWidth,
      tableLayout: layout,
    },
    // Below 1200 px the cells pad 8 px a side instead of 16 (the outer ones keep 16): a table of
    // eight columns then fits a 1024 px window in every language (issue #28 item 2).
    [theme.breakpoints.between(stackBelow, 'lg')]: {
      '& .MuiTableCell-root': { paddingLeft: theme.spacing(1), paddingRight: theme.spacing(1) },
      '& .MuiTableCell-root:first-of-type': { paddingLeft: theme.spacing(2) },
      '& .MuiTableCell-root:last-of-type': { paddingRight: theme.spacing(2) },
    },
    // Phone: every row a stacked card, the column name before each value; no column hidden.
    [theme.breakpoints.down(stackBelow)]: {
      '& thead': visuallyHidden,
      '& tbody, & tbody tr, & tbody td': { display: 'block', width: '100%' },
      '& tbody tr': { borderBottom: `1px solid ${theme.palette.divider}`, py: 1 },
      '& tbody tr:last-of-type': { borderBottom: 0 },
      '& tbody td': {
        border: 0,
        py: 0.5,
        px: 2,
        display: 'grid',
        gridTemplateColumns: 'minmax(6rem, 38%) minmax(0, 1fr)',
        gap: 1,
        textAlign: 'start',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
      },
      '& tbody td::before': { content: 'attr(data-label)', fontWeight: 600, color: theme.palette.text.secondary },
      // A value that renders nothing (no problems, no badge) leaves no bare label behind (issue #28 item 10).
      '& tbody td:has(> div:empty)': { display: 'none' },
    },
  });
}
