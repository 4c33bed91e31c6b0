import type { Commission } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { SideSheet, useProductTypeLabel } from '@agent-portal/ui-kit';
import CloseIcon from '@mui/icons-material/Close';
import FilterAlt from '@mui/icons-material/FilterAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NamedText } from '../../format/NamedText.js';
import { REPORTS_NS } from '../../i18n/index.js';
import { CURRENCY, formatRate } from '../../money.js';
import { StatusChip } from '../StatusChip/StatusChip.js';

/** Props of {@link CommissionDetail}. */
export interface CommissionDetailProps {
  /** The row shown; `undefined` closes the sheet. */
  commission: Commission | undefined;
  onClose: () => void;
  /** The client's page (`my-clients/{id}`, licensed agents only); without it the client is plain text. */
  clientHref?: (commission: Commission) => string;
  /** "All commissions on this client": sets the report's client filter. */
  onFilterClient?: (clientId: number) => void;
  /** "All overrides from {name}": sets the report's downline agent filter. */
  onFilterSource?: (agentId: number) => void;
}

/**
 * A commission row's detail (issue #9 §3) in a ui-kit `SideSheet` (right panel; bottom sheet on a
 * phone): pay cycle, client (a link for licensed agents), policy, product type, carrier, premium,
 * rate, amount (a charge-back negative), status, and who generated it — the agent's own policy or
 * an override on a policy a named downline agent wrote — with shortcuts that filter the report
 * to this client or to that downline agent. Product types are worded in the page's language; names
 * and carriers are marked `translate="no"` (issue #29).
 */
export function CommissionDetail({ commission, onClose, clientHref, onFilterClient, onFilterSource }: CommissionDetailProps) {
  const { t } = useTranslation(REPORTS_NS);
  const { formatMoney, formatDateRange, language } = useFormatters();
  const productTypeLabel = useProductTypeLabel();
  const titleId = useId();
  const c = commission;
  const item = (label: string, value: ReactNode) => (
    <Box key={label} sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <SideSheet open={c !== undefined} onClose={onClose} titleId={titleId} data-testid="commission-detail">
      {c && (
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1 }}>
            <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t('commissions.detail.title', { policy: c.policy_no })}
            </Typography>
            <IconButton onClick={onClose} aria-label={t('commissions.detail.close')} edge="end">
              <CloseIcon />
            </IconButton>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="commission-origin">
            {c.kind === 'OVERRIDE' && c.source_agent_name
              ? <NamedText i18nKey="commissions.detail.override" name={c.source_agent_name} values={{ rate: formatRate(c.rate_bps, language) }} />
              : t('commissions.detail.personal')}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: c.status === 'CHARGED_BACK' ? 'error.main' : undefined }}>
            {formatMoney(c.status === 'CHARGED_BACK' ? -c.amount_cents : c.amount_cents, CURRENCY)}
          </Typography>
          <Box sx={{ my: 1 }}>
            <StatusChip status={c.status} label={t(`commissions.status.${c.status}`)} />
          </Box>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, my: 2 }}>
            {item(t('commissions.columns.cycle'), formatDateRange(c.pay_cycle_start, c.pay_cycle_end))}
            {item(
              t('commissions.columns.client'),
              clientHref ? (
                <Link component={RouterLink} to={clientHref(c)} translate="no">
                  {c.client_name}
                </Link>
              ) : (
                <span translate="no">{c.client_name}</span>
              ),
            )}
            {item(t('commissions.columns.policy'), c.policy_no)}
            {item(t('commissions.columns.productType'), productTypeLabel(c.product_type))}
            {item(t('commissions.columns.carrier'), <span translate="no">{c.carrier}</span>)}
            {item(t('commissions.columns.premium'), formatMoney(c.premium_cents, CURRENCY))}
            {item(t('commissions.columns.rate'), formatRate(c.rate_bps, language))}
            {item(t('commissions.columns.kind'), c.kind === 'OVERRIDE' && c.source_agent_name ? <NamedText i18nKey="commissions.overrideFrom" name={c.source_agent_name} /> : t(`commissions.kind.${c.kind}`))}
          </Box>
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            {onFilterClient && (
              <Button startIcon={<FilterAlt />} onClick={() => onFilterClient(c.client_id)}>
                <NamedText i18nKey="commissions.detail.byClient" name={c.client_name} />
              </Button>
            )}
            {onFilterSource && c.kind === 'OVERRIDE' && c.source_agent_id !== null && c.source_agent_name && (
              <Button startIcon={<FilterAlt />} onClick={() => onFilterSource(c.source_agent_id!)}>
                <NamedText i18nKey="commissions.detail.bySource" name={c.source_agent_name} />
              </Button>
            )}
          </Stack>
        </Box>
      )}
    </SideSheet>
  );
}
