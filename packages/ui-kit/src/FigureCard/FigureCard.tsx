import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** Props of {@link FigureCard}. */
export interface FigureCardProps {
  /** What the figure is, e.g. "Net" or "Total downline"; names the card's group for screen readers. */
  label: string;
  /** The figure, already formatted (money, count, date). */
  value: string;
  /** Lines under the value (a {@link ChangeLine}, "vs previous cycle", a split…), each its own line. */
  note?: ReactNode;
  /** A primary-coloured border: the figure the others add up to. */
  emphasis?: boolean;
  /** Spans the whole row of its grid on a phone (`xs`), one column from `sm` up. */
  wide?: boolean;
  /** `data-testid` of the card; the value carries `figure-value`. */
  testId?: string;
}

/**
 * One figure of a summary: an outlined card (`role="group"` labelled by `label`) with the
 * label, the value large and bold (wraps anywhere, never overflows), and optional notes.
 * Lay several out with {@link FigureGrid}. Used by the earnings overview, the team summary
 * and the client detail.
 */
export function FigureCard({ label, value, note, emphasis = false, wide = false, testId }: FigureCardProps) {
  const labelId = useId();
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={labelId}
      data-testid={testId}
      sx={{
        p: 2,
        minWidth: 0,
        ...(emphasis ? { borderColor: 'primary.main', borderWidth: 2 } : {}),
        ...(wide ? { gridColumn: { xs: '1 / -1', sm: 'auto' } } : {}),
      }}
    >
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h3" component="p" sx={{ mt: 0.5, fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="figure-value">
        {value}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {note}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** Props of {@link FigureGrid}. */
export interface FigureGridProps {
  children: ReactNode;
  /** Columns from `md` up (default 5); two on a phone, three from `sm`. */
  columns?: number;
}

/** The grid of a summary's {@link FigureCard}s: 2 columns on a phone, 3 from `sm`, `columns` from `md`. */
export function FigureGrid({ children, columns = 5 }: FigureGridProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}

/** Props of {@link ChangeLine}. */
export interface ChangeLineProps {
  /** The signed change (any unit): its sign picks the arrow; 0 is flat. */
  amount: number;
  /** The sentence, already translated and formatted, e.g. "Up $120.00 (12 %)". */
  text: string;
  /** Whether a rise is good (default) — charge-backs are the other way round: colours follow it. */
  goodWhenUp?: boolean;
  /** `data-testid` of the line. */
  testId?: string;
}

/**
 * A change against a previous period: an up, down or flat trend arrow (hidden from screen
 * readers: the text says it) and the text, green when the change is good, red when bad,
 * secondary when there is none.
 */
export function ChangeLine({ amount, text, goodWhenUp = true, testId }: ChangeLineProps) {
  const Icon = amount > 0 ? TrendingUp : amount < 0 ? TrendingDown : TrendingFlat;
  const color = amount === 0 ? 'text.secondary' : amount > 0 === goodWhenUp ? 'success.main' : 'error.main';
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color }} data-testid={testId}>
      <Icon fontSize="small" aria-hidden />
      <span>{text}</span>
    </Box>
  );
}
