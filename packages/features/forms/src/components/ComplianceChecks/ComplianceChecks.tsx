import type { ComplianceCheck, ComplianceCheckStatus, ComplianceState } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { BusySkeleton, DataTable, QueryState, TABLE_ROWS_SKELETON, type DataTableColumn, type QueryLike } from '@agent-portal/ui-kit';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FORMS_NS } from '../../i18n/index.js';
import { ComplianceStatusChip } from './ComplianceStatusChip.js';
import { safeFixHref } from './fixHref.js';

/** The action a check of this status asks of the agent; `null`: nothing to do (OK, or a licence request waiting). */
export const COMPLIANCE_ACTION: Readonly<Record<ComplianceCheckStatus, 'upload' | 'renew' | 'requestLicense' | 'pay' | null>> = {
  OK: null,
  EXPIRING: 'renew',
  MISSING: 'upload',
  EXPIRED: 'renew',
  NOT_LICENSED: 'requestLicense',
  LICENSE_PENDING: null,
  BLOCKED: 'pay',
};

/**
 * Where a document expiring soon is renewed: the gateway gives no `fix_href` for a check that is
 * still `ok` (EXPIRING), the documents' one is the profile's essential documents.
 */
export const RENEW_DOCUMENT_HREF = '/my-profile#essential-documents';

/** The in-portal target of a check's action, or `undefined` when it asks nothing (see {@link COMPLIANCE_ACTION}). */
export function complianceActionHref(check: ComplianceCheck): string | undefined {
  if (COMPLIANCE_ACTION[check.status] === null) return undefined;
  if (check.status === 'EXPIRING') return safeFixHref(check.fix_href) ?? RENEW_DOCUMENT_HREF;
  return safeFixHref(check.fix_href);
}

/** Props of {@link ComplianceChecks}. */
export interface ComplianceChecksProps {
  /** `useGetComplianceStateQuery(userId)` (or any `QueryLike`): loading skeleton, error with retry, then the state. */
  query: QueryLike<ComplianceState>;
}

/**
 * The signed-in agent's compliance state (issue #11; docs/CONTRACTS.md "Compliance"): a banner
 * that follows the rows (compliant; compliant for now, naming what expires soon; or how many
 * checks need attention), then one row per check — its name, a status chip in words, the expiry
 * date, the detail (file name, marked `translate="no"` (issue #29), or when a licence was requested) and, for each check that needs
 * the agent, the router link of its action (issue #28 item 5): Upload (missing), Renew (expired
 * or expiring soon), Request license, Pay now (blocked) — to its `fix_href` (only in-portal paths,
 * see {@link safeFixHref}), or for a document expiring soon to {@link RENEW_DOCUMENT_HREF}. Loading: skeletons; error: a message with "Try again". Below 600 px each
 * row is a stacked card.
 */
export function ComplianceChecks({ query }: ComplianceChecksProps) {
  const { t } = useTranslation(FORMS_NS);
  return (
    <QueryState query={query} loading={<BusySkeleton lines={[{ height: 56, variant: 'rounded' }, ...TABLE_ROWS_SKELETON]} label={t('compliance.state.title')} />} errorText={t('compliance.state.loadError')}>
      {(state) => <ComplianceStateView state={state} />}
    </QueryState>
  );
}

/** The loaded state: the banner, the checks, when they were computed. */
function ComplianceStateView({ state }: { state: ComplianceState }) {
  const { t } = useTranslation(FORMS_NS);
  const { formatDate, formatDateTime, language } = useFormatters();
  const list = useMemo(() => new Intl.ListFormat(language, { type: 'conjunction' }), [language]);
  const failing = state.checks.filter((check) => !check.ok).length;
  const expiring = state.checks.filter((check) => check.status === 'EXPIRING');

  const columns = useMemo<DataTableColumn<ComplianceCheck>[]>(
    () => [
      {
        id: 'check',
        header: t('compliance.state.columns.check'),
        render: (check) => (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(`compliance.state.checks.${check.key}`)}
          </Typography>
        ),
      },
      { id: 'status', header: t('compliance.state.columns.status'), render: (check) => <ComplianceStatusChip status={check.status} /> },
      {
        id: 'expires',
        header: t('compliance.state.columns.expires'),
        nowrap: true,
        render: (check) => (check.expires_on ? formatDate(check.expires_on) : t('compliance.state.noExpiry')),
      },
      {
        id: 'detail',
        header: t('compliance.state.columns.detail'),
        render: (check) =>
          check.detail === null ? (
            '—'
          ) : check.key === 'LICENCE' ? (
            t('compliance.state.requestedOn', { date: formatDateTime(check.detail) })
          ) : (
            <Box component="span" sx={{ overflowWrap: 'anywhere' }} translate="no">
              {check.detail}
            </Box>
          ),
      },
      {
        id: 'action',
        header: t('compliance.state.columns.action'),
        render: (check) => {
          const action = COMPLIANCE_ACTION[check.status];
          const href = complianceActionHref(check);
          if (action === null || href === undefined) return null;
          const text = t(`compliance.state.actions.${action}`);
          return (
            <Link
              component={RouterLink}
              to={href}
              aria-label={t('compliance.state.actionLabel', { action: text, check: t(`compliance.state.checks.${check.key}`) })}
              sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              data-action={action}
            >
              {text}
            </Link>
          );
        },
      },
    ],
    [t, formatDate, formatDateTime],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {state.compliant && expiring.length > 0 ? (
        <Alert severity="warning" data-testid="compliance-banner">
          <AlertTitle>{t('compliance.state.compliantSoon')}</AlertTitle>
          {t('compliance.state.compliantSoonHint', { checks: list.format(expiring.map((check) => t(`compliance.state.checks.${check.key}`))) })}
        </Alert>
      ) : state.compliant ? (
        <Alert severity="success" data-testid="compliance-banner">
          <AlertTitle>{t('compliance.state.compliant')}</AlertTitle>
          {t('compliance.state.compliantHint')}
        </Alert>
      ) : (
        <Alert severity="error" data-testid="compliance-banner">
          <AlertTitle>{t('compliance.state.notCompliant')}</AlertTitle>
          {t('compliance.state.notCompliantHint', { count: failing, total: state.checks.length })}
        </Alert>
      )}
      <DataTable
        aria-label={t('compliance.state.table')}
        columns={columns}
        rows={state.checks}
        getRowId={(check) => check.key}
        getRowProps={(check) => ({ 'data-check': check.key })}
        variant="outlined"
      />
      <Typography variant="caption" color="text.secondary">
        {t('compliance.state.checkedAt', { date: formatDateTime(state.checked_at) })}
      </Typography>
    </Box>
  );
}
