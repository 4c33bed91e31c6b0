import type { ComplianceFormGroup, FormItem } from '@agent-portal/api-client/wire';
import { BusySkeleton, EmptyState, QueryState, TABLE_ROWS_SKELETON, useFormTagLabel, type QueryLike } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadKind } from '../../download/useFormDownloads.js';
import { FORMS_NS } from '../../i18n/index.js';
import { FormItemList } from '../FormItemList/FormItemList.js';

/** Props of {@link ComplianceFormGroups}. */
export interface ComplianceFormGroupsProps {
  /** `useListComplianceFormsQuery()` (or any `QueryLike`). */
  query: QueryLike<ComplianceFormGroup[]>;
  /** The form a search link points at (`?highlight=`). */
  highlightId?: number;
  onDownload: (form: FormItem) => unknown;
  onDownloadSample: (form: FormItem) => unknown;
  isBusy?: (formId: number, kind: DownloadKind) => boolean;
}

/** One tag's heading and its forms. */
function Group({ group, ...rest }: Omit<ComplianceFormGroupsProps, 'query'> & { group: ComplianceFormGroup }) {
  const headingId = useId();
  const tagLabel = useFormTagLabel();
  return (
    <Box component="section" aria-labelledby={headingId} data-tag={group.tag} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="h4" component="h3" sx={{ mb: 1 }}>
        {tagLabel(group.tag)}
      </Typography>
      <FormItemList forms={group.forms} label={tagLabel(group.tag)} {...rest} />
    </Box>
  );
}

/**
 * The compliance forms grouped by tag (issue #11; spec §7 `GET /forms/compliance-forms`): a
 * heading per tag (`<h3>`), its forms with Download and Download sample, the form a search
 * link points at highlighted (§2). Loading: skeletons; error: a message with "Try again";
 * none: an empty state.
 */
export function ComplianceFormGroups({ query, ...rest }: ComplianceFormGroupsProps) {
  const { t } = useTranslation(FORMS_NS);
  return (
    <QueryState
      query={query}
      loading={<BusySkeleton lines={TABLE_ROWS_SKELETON} label={t('compliance.forms.title')} />}
      errorText={t('compliance.forms.loadError')}
      isEmpty={(groups) => groups.length === 0}
      empty={<EmptyState title={t('compliance.forms.empty')} />}
    >
      {(groups) => (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {groups.map((group) => (
            <Group key={group.tag} group={group} {...rest} />
          ))}
        </Box>
      )}
    </QueryState>
  );
}
