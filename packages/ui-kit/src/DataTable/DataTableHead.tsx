import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { visuallyHidden } from '../a11y/visuallyHidden.js';
import type { DataTableColumn, DataTableSort, SortDirection } from './types.js';

/** Plain-text name of a column: its `label`, else its `header` when that is a string, else `''` (the phone card's `data-label`). */
export function headerLabel<Row>(column: DataTableColumn<Row>): string {
  return column.label ?? (typeof column.header === 'string' ? column.header : '');
}

/** Props of {@link DataTableHead}. */
interface DataTableHeadProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  /** Announced after the active sort header's name. */
  sortedAscending: string;
  sortedDescending: string;
}

/**
 * The header row of a {@link DataTable}: a sortable column's header is a `TableSortLabel` button
 * (same column → the other direction, else the column's first direction) with `aria-sort`, and
 * the active one says its direction to screen readers.
 */
export function DataTableHead<Row>({ columns, sort, onSortChange, sortedAscending, sortedDescending }: DataTableHeadProps<Row>) {
  const text = { sortedAscending, sortedDescending };
  const toggleSort = (column: DataTableColumn<Row>) => {
    if (!onSortChange) return;
    if (sort?.by === column.id) onSortChange({ by: column.id, direction: sort.direction === 'asc' ? 'desc' : 'asc' });
    else onSortChange({ by: column.id, direction: column.firstSortDirection ?? 'asc' });
  };

  return (
    <TableHead>
      <TableRow role="row">
        {columns.map((column) => {
          const active = sort?.by === column.id;
          const canSort = Boolean(column.sortable && onSortChange);
          const direction: SortDirection = active ? sort!.direction : (column.firstSortDirection ?? 'asc');
          return (
            <TableCell
              key={column.id}
              role="columnheader"
              align={column.align}
              sortDirection={active ? sort!.direction : false}
              aria-sort={active ? (sort!.direction === 'asc' ? 'ascending' : 'descending') : canSort ? 'none' : undefined}
              // A header wraps between its words even over a one-line column ("Next premium / due"):
              // the column is then as wide as its values need, not as its name (issue #28 item 1).
              sx={{ width: column.width }}
            >
              {canSort ? (
                <TableSortLabel active={active} direction={direction} onClick={() => toggleSort(column)}>
                  {column.header}
                  {active ? (
                    <Box component="span" sx={visuallyHidden}>
                      {`, ${direction === 'desc' ? text.sortedDescending : text.sortedAscending}`}
                    </Box>
                  ) : null}
                </TableSortLabel>
              ) : (
                column.header
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
