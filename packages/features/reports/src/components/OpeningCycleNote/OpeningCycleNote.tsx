import { keepRangeDashTogether, useFormatters } from '@agent-portal/i18n';
import type { PayCycle } from '@agent-portal/pay-cycle';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OpeningDataKind, OpeningReason } from '../../hooks/useOpeningPayCycle.js';
import { REPORTS_NS } from '../../i18n/index.js';


/** Props of {@link OpeningCycleNote}. */
export interface OpeningCycleNoteProps {
  /** Why the report shows `cycle` (`useOpeningPayCycle().reason`); nothing is said for `url`, `unknown` or `undefined`. */
  reason: OpeningReason | undefined;
  /** The cycle shown. */
  cycle: PayCycle;
  /** The pay cycle holding today. */
  current: PayCycle;
  /** What the report counts as data (names it: "the latest with bonuses"). */
  kind: OpeningDataKind;
}

/**
 * The line under a report's header that says which pay cycle it opened on and why (issue #27 §4):
 * "Showing the current pay cycle, Nov 24 – 30, 2026, so far." or "Showing the pay cycle Nov 17 – 23,
 * 2026, the latest with earnings: the current one (Nov 24 – 30, 2026) has none yet." A cycle the
 * agent chose (in the URL) needs no line: the picker shows it. A polite live region, so a screen
 * reader hears it once the cycle is found.
 */
export function OpeningCycleNote({ reason, cycle, current, kind }: OpeningCycleNoteProps) {
  const { t } = useTranslation(REPORTS_NS);
  const { formatDateRange } = useFormatters();
  const range = (c: PayCycle) => keepRangeDashTogether(formatDateRange(c.start_date, c.end_date, { collapse: true }));
  let text: string | null = null;
  if (reason === 'current') text = t('opening.current', { range: range(cycle) });
  else if (reason === 'latest') text = t(`opening.latest.${kind}`, { range: range(cycle), current: range(current) });
  else if (reason === 'none') text = t(`opening.none.${kind}`, { range: range(cycle) });
  return (
    <Box role="status" aria-live="polite" data-testid="opening-cycle" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: text ? 2 : 0, color: 'text.secondary' }}>
      {text ? (
        <>
          <InfoOutlined fontSize="small" aria-hidden sx={{ mt: '2px' }} />
          <Typography variant="body2">{text}</Typography>
        </>
      ) : null}
    </Box>
  );
}
