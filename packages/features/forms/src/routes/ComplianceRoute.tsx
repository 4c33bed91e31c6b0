import { useGetComplianceStateQuery, useListComplianceFormsQuery } from '@agent-portal/api-client';
import { selectUserId } from '@agent-portal/auth-session';
import { PageHeader, positiveId, SectionCard } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSelector } from 'react-redux';
import { ComplianceChecks } from '../components/ComplianceChecks/ComplianceChecks.js';
import { ComplianceFormGroups } from '../components/ComplianceFormGroups/ComplianceFormGroups.js';
import { DownloadProgress } from '../components/DownloadProgress/DownloadProgress.js';
import { useFormDownloads } from '../download/useFormDownloads.js';
import { useHighlight } from '../hooks/useHighlight.js';
import { FORMS_NS } from '../i18n/index.js';

/**
 * The `compliance` route module (lazy; spec §2 `compliance`, under Settings; issue #11;
 * docs/CONTRACTS.md "Compliance"):
 *
 * - "Your compliance": `useGetComplianceStateQuery(userId)` for the session's agent
 *   (`selectUserId`): a banner (compliant or not), one row per check with its status in words,
 *   expiry and the action (Upload, Renew, Request license, Pay now) that leads to the profile for a check that needs the agent.
 * - "Compliance forms": `useListComplianceFormsQuery()` grouped by tag, with Download and
 *   Download sample (§3, §5, §7, §8); `?highlight=<id>` tints, scrolls to and focuses a form.
 */
export function Component() {
  const { t } = useTranslation(FORMS_NS);
  const userId = useSelector(selectUserId);
  const [params] = useSearchParams();
  const highlightId = positiveId(params.get('highlight'));
  const state = useGetComplianceStateQuery(userId ?? skipToken);
  const forms = useListComplianceFormsQuery();
  const downloads = useFormDownloads();
  useHighlight(highlightId, forms.data?.some((group) => group.forms.some((form) => form.id === highlightId)) === true);

  return (
    <>
      <PageHeader title={t('pages.compliance')} subtitle={t('compliance.subtitle')} />
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
        <SectionCard title={t('compliance.state.title')}>
          <ComplianceChecks query={{ ...state, isLoading: state.isLoading || userId === null || userId === undefined }} />
        </SectionCard>
        <SectionCard title={t('compliance.forms.title')}>
          <ComplianceFormGroups
            query={forms}
            highlightId={highlightId}
            onDownload={downloads.download}
            onDownloadSample={downloads.downloadSample}
            isBusy={downloads.isBusy}
          />
        </SectionCard>
      </Box>
      <DownloadProgress jobs={downloads.jobs} />
    </>
  );
}
