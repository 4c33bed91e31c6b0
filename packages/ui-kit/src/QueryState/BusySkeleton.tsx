import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { UI_KIT_NS } from '../i18n/index.js';

/** One placeholder line of a {@link BusySkeleton}. */
export interface SkeletonLine {
  /** Height in px. */
  height: number;
  /** CSS width (px number or e.g. `'40%'`); default the full width. */
  width?: number | string;
  /** MUI Skeleton variant; default `'text'`. */
  variant?: 'text' | 'rounded' | 'rectangular' | 'circular';
}

/** Props of {@link BusySkeleton}. */
export interface BusySkeletonProps {
  /** Accessible name of the busy region; default `uiKit:loading` ("Loading…"). */
  label?: string;
  /** The placeholder lines, top to bottom, or how many 32 px lines; default 3. */
  lines?: readonly SkeletonLine[] | number;
}

/** Four 36 px lines: the placeholder of a table. */
export const TABLE_ROWS_SKELETON: readonly SkeletonLine[] = Array.from({ length: 4 }, () => ({ height: 36 }));

/**
 * Skeleton lines in a labelled `aria-busy` region (`role="status"`), shown while a
 * block loads for the first time.
 */
export function BusySkeleton({ label, lines = 3 }: BusySkeletonProps) {
  const { t } = useTranslation(UI_KIT_NS);
  const list: readonly SkeletonLine[] = typeof lines === 'number' ? Array.from({ length: lines }, () => ({ height: 32 })) : lines;
  return (
    <Box role="status" aria-busy="true" aria-label={label ?? t('loading')} data-testid="busy-skeleton">
      {list.map((line, i) => (
        <Skeleton key={i} variant={line.variant ?? 'text'} height={line.height} width={line.width} />
      ))}
    </Box>
  );
}
