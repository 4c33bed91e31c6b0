import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** One placeholder line of a {@link BusySkeleton}. */
export interface SkeletonLine {
  height: number;
  width?: string;
}

/** Props of {@link BusySkeleton}. */
export interface BusySkeletonProps {
  /** Accessible name of the busy region (e.g. "Loading payments…"). */
  label: string;
  /** The placeholder lines, top to bottom. */
  lines: readonly SkeletonLine[];
}

/** Skeleton lines in a labelled `aria-busy` region, shown while a block loads. */
export function BusySkeleton({ label, lines }: BusySkeletonProps) {
  return (
    <Box aria-busy="true" aria-label={label}>
      {lines.map((line, i) => (
        <Skeleton key={i} height={line.height} width={line.width} />
      ))}
    </Box>
  );
}

/** Four table-row placeholders (paged tables). */
export const TABLE_ROWS_SKELETON: readonly SkeletonLine[] = Array.from({ length: 4 }, () => ({ height: 36 }));
