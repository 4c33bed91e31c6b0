import type { FormItem } from '@agent-portal/api-client/wire';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import FileCopyOutlined from '@mui/icons-material/FileCopyOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from '../../i18n/index.js';

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  form: FormItem;
  /** Fetches and saves the blank form. */
  onDownload: (form: FormItem) => unknown;
  /** Looks up and saves the form's samples (spec §3, §5, §7). */
  onDownloadSample: (form: FormItem) => unknown;
  /** Opens the inline PDF preview (business overview); without it there is no Preview button. */
  onPreview?: (form: FormItem) => unknown;
  /** The form is the one previewed: Preview is pressed (`aria-pressed`). */
  previewing?: boolean;
  /** The blank form's download is running: Download is disabled, with a spinner. */
  downloading?: boolean;
  /** The sample lookup or download is running: Download sample is disabled, with a spinner. */
  sampleDownloading?: boolean;
}

const spinner = <CircularProgress size={16} color="inherit" aria-hidden />;

/**
 * The buttons of one form (issue #11; spec §3, §5, §7 Files): Download, Download sample (only
 * when the form has a sample: issue #28 item 5 — the §8 toast 'No sample file attached!.' stays
 * for the race where it disappeared since the list loaded) and, on the business overview, Preview. Real buttons whose accessible names carry the form's
 * title ("Download W-9 Request for Taxpayer Identification"); a running download disables its
 * button. They wrap on a phone.
 */
export function FormActions({ form, onDownload, onDownloadSample, onPreview, previewing = false, downloading = false, sampleDownloading = false }: FormActionsProps) {
  const { t } = useTranslation(FORMS_NS);
  return (
    <Box role="group" aria-label={t('actions.actions', { title: form.title })} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={downloading ? spinner : <DownloadOutlined />}
        aria-label={t('actions.downloadLabel', { title: form.title })}
        disabled={downloading}
        onClick={() => onDownload(form)}
      >
        {t('actions.download')}
      </Button>
      {form.attachments.length > 0 ? (
        <Button
          size="small"
          variant="text"
          startIcon={sampleDownloading ? spinner : <FileCopyOutlined />}
          aria-label={t('actions.sampleLabel', { title: form.title })}
          disabled={sampleDownloading}
          onClick={() => onDownloadSample(form)}
        >
          {t('actions.sample')}
        </Button>
      ) : null}
      {onPreview ? (
        <Button
          size="small"
          variant={previewing ? 'contained' : 'text'}
          startIcon={<VisibilityOutlined />}
          aria-label={t('actions.previewLabel', { title: form.title })}
          aria-pressed={previewing}
          onClick={() => onPreview(form)}
        >
          {t('actions.preview')}
        </Button>
      ) : null}
    </Box>
  );
}
