import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState.js';

/** Props of {@link ListEmptyState}. */
export interface ListEmptyStateProps {
  /** Whether a search or filter is in force: then "no match" (with the reset button), else "nothing yet". */
  filtered: boolean;
  /** Title when nothing matches the search and filters, e.g. "No clients match". */
  noMatchTitle: string;
  /** Second line when nothing matches (what to try). */
  noMatchDescription?: ReactNode;
  /** Title when the list has nothing at all, e.g. "No clients yet". */
  emptyTitle: string;
  /** Second line when the list has nothing at all. */
  emptyDescription?: ReactNode;
  /** Label of the button that clears the search and filters (shown only with {@link ListEmptyStateProps.onReset}). */
  resetLabel: string;
  /** Clears the search and filters; without it there is no button. */
  onReset?: () => void;
}

/**
 * The `empty` of a filtered list's DataTable: "nothing matches" with a button that clears the
 * search and filters when any is set, else "nothing yet" (an {@link EmptyState} either way).
 */
export function ListEmptyState({
  filtered,
  noMatchTitle,
  noMatchDescription,
  emptyTitle,
  emptyDescription,
  resetLabel,
  onReset,
}: ListEmptyStateProps) {
  if (!filtered) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <EmptyState
      title={noMatchTitle}
      description={noMatchDescription}
      action={
        onReset ? (
          <Button variant="outlined" onClick={onReset}>
            {resetLabel}
          </Button>
        ) : undefined
      }
    />
  );
}
