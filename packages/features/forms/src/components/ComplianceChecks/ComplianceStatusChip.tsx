import type { ComplianceCheckStatus } from '@agent-portal/api-client/wire';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from '../../i18n/index.js';

const COLOR: Record<ComplianceCheckStatus, 'success' | 'warning' | 'error' | 'info'> = {
  OK: 'success',
  EXPIRING: 'warning',
  MISSING: 'error',
  EXPIRED: 'error',
  NOT_LICENSED: 'error',
  LICENSE_PENDING: 'info',
  BLOCKED: 'error',
};

const ICON: Record<'success' | 'warning' | 'error' | 'info', ReactElement> = {
  success: <CheckCircleOutline />,
  warning: <WarningAmber />,
  error: <ErrorOutline />,
  info: <HourglassEmpty />,
};

/** The status of a compliance check as a chip: its name in words, a matching icon and colour (never colour alone). */
export function ComplianceStatusChip({ status }: { status: ComplianceCheckStatus }) {
  const { t } = useTranslation(FORMS_NS);
  const color = COLOR[status];
  return <Chip size="small" variant="outlined" color={color} icon={ICON[color]} label={t(`compliance.state.status.${status}`)} data-status={status} />;
}
