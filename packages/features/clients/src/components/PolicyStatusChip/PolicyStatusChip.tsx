import type { PolicyStatus } from '@agent-portal/api-client/wire';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { CLIENTS_NS } from '../../i18n/index.js';

/** The theme colour of each policy status: active green, pending amber, lapsed red, cancelled grey. */
export const POLICY_STATUS_COLOR = {
  ACTIVE: 'success',
  PENDING: 'warning',
  LAPSED: 'error',
  CANCELLED: 'default',
} as const satisfies Record<PolicyStatus, 'success' | 'warning' | 'error' | 'default'>;

/** Props of {@link PolicyStatusChip}. */
export interface PolicyStatusChipProps {
  /** The wire status (CONTRACTS "Clients"). */
  status: PolicyStatus;
}

/**
 * A small outlined chip with a policy's status as text ("Active", "Pending", "Lapsed",
 * "Cancelled") in a theme colour (never colour alone; dark mode follows the theme).
 */
export function PolicyStatusChip({ status }: PolicyStatusChipProps) {
  const { t } = useTranslation(CLIENTS_NS);
  return <Chip size="small" variant="outlined" color={POLICY_STATUS_COLOR[status]} label={t(`common.policyStatus.${status}`)} data-status={status} />;
}
