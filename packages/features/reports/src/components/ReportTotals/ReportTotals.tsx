import { useFormatters } from '@agent-portal/i18n';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CURRENCY } from '../../money.js';

/** One figure of {@link ReportTotals}. */
export interface ReportTotal {
  /** Stable id (also `data-testid="total-{id}"`). */
  id: string;
  label: string;
  /** In cents. */
  cents: number;
  /** Shown emphasised (the net). */
  strong?: boolean;
}

/** Props of {@link ReportTotals}. */
export interface ReportTotalsProps {
  /** Heading of the block, e.g. "Totals of the filtered commissions". */
  title: string;
  totals: readonly ReportTotal[];
}

/**
 * The totals of a report's whole filtered set (not only the page), as a labelled
 * description list above the table; wraps on a phone.
 */
export function ReportTotals({ title, totals }: ReportTotalsProps) {
  const { formatMoney } = useFormatters();
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }} data-testid="report-totals">
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0 }}>
        {totals.map((total) => (
          <Box key={total.id} data-testid={`total-${total.id}`} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {total.label}
            </Typography>
            <Typography component="dd" variant={total.strong ? 'h6' : 'body1'} sx={{ m: 0, fontWeight: total.strong ? 700 : 500 }}>
              {formatMoney(total.cents, CURRENCY)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
