import type { FormItem } from '@agent-portal/api-client/wire';
import { formatBytes, useFormatters } from '@agent-portal/i18n';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DownloadKind } from '../../download/useFormDownloads.js';
import { highlightSx } from '../../hooks/useHighlight.js';
import { FORMS_NS } from '../../i18n/index.js';
import { FormActions } from '../FormActions/FormActions.js';
import { useFormTagLabel } from '@agent-portal/ui-kit';

/** Props of {@link FormItemList}. */
export interface FormItemListProps {
  forms: readonly FormItem[];
  /** Accessible name of the list. */
  label: string;
  /** The form a search link points at (`?highlight=`): tinted, `aria-current` and focusable. */
  highlightId?: number;
  /** The form shown in the preview (its Preview button is pressed). */
  previewId?: number;
  onDownload: (form: FormItem) => unknown;
  onDownloadSample: (form: FormItem) => unknown;
  /** With it, each form has a Preview button (business overview). */
  onPreview?: (form: FormItem) => unknown;
  /** Whether a download of the form is running (its button is disabled). */
  isBusy?: (formId: number, kind: DownloadKind) => boolean;
}

/**
 * An unpaged list of forms as cards (issue #11: the business overview and the compliance
 * forms of one tag): title, tag and code, updated date and size, and the form's buttons
 * (Download, Download sample, Preview when `onPreview` is given). The highlighted form (a
 * search result, spec §2) is tinted in the theme's primary colour, `aria-current` and focusable.
 */
export function FormItemList({ forms, label, highlightId, previewId, onDownload, onDownloadSample, onPreview, isBusy }: FormItemListProps) {
  const { t } = useTranslation(FORMS_NS);
  const tagLabel = useFormTagLabel();
  const { formatDate, language } = useFormatters();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {forms.map((form) => {
        const highlighted = form.id === highlightId;
        return (
          <Box
            component="li"
            key={form.id}
            data-form-id={form.id}
            aria-current={highlighted ? 'true' : undefined}
            tabIndex={highlighted ? -1 : undefined}
            sx={[
              {
                border: 1,
                borderColor: form.id === previewId ? 'primary.main' : 'divider',
                borderRadius: 1,
                p: 1.5,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                minWidth: 0,
              },
              highlighted ? highlightSx : {},
            ]}
          >
            <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="form-title">
                {form.title}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="caption" color="text.secondary">
                  {t('item.meta', { tag: tagLabel(form.tag), code: form.code })}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('item.details', { date: formatDate(form.updated_at), size: formatBytes(form.size_bytes, language) })}
                </Typography>
                {highlighted ? <Chip size="small" color="primary" label={t('list.highlighted')} /> : null}
              </Box>
            </Box>
            <FormActions
              form={form}
              onDownload={onDownload}
              onDownloadSample={onDownloadSample}
              onPreview={onPreview}
              previewing={form.id === previewId}
              downloading={isBusy?.(form.id, 'form')}
              sampleDownloading={isBusy?.(form.id, 'sample')}
            />
          </Box>
        );
      })}
    </Box>
  );
}
