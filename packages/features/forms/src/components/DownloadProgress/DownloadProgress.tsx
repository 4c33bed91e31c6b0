import { formatBytes, formatPercent, useFormatters } from '@agent-portal/i18n';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { percentOf } from '../../download/fetchFile.js';
import type { DownloadJob } from '../../download/useFormDownloads.js';
import { FORMS_NS } from '../../i18n/index.js';

/** Props of {@link DownloadProgress}. */
export interface DownloadProgressProps {
  /** The running downloads (`useFormDownloads().jobs`); nothing shows when empty. */
  jobs: readonly DownloadJob[];
}

/** One download: its name, a determinate bar with the percentage (indeterminate without a `Content-Length`). */
function JobLine({ job }: { job: DownloadJob }) {
  const { t } = useTranslation(FORMS_NS);
  const { language } = useFormatters();
  const labelId = useId();
  const percent = percentOf(job);
  return (
    <Box data-testid="download-job" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 0.5 }}>
        <Typography id={labelId} variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {t('download.progress', { name: job.fileName })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }} data-testid="download-percent">
          {percent === null ? t('download.soFar', { size: formatBytes(job.loaded, language) }) : formatPercent(percent / 100, language, 0)}
        </Typography>
      </Box>
      <LinearProgress aria-labelledby={labelId} variant={percent === null ? 'indeterminate' : 'determinate'} value={percent ?? undefined} />
    </Box>
  );
}

/**
 * The progress of the running form downloads (issue #11; spec §7 Files): a snackbar at the
 * bottom with one line per file — its name, a determinate progress bar
 * (`role="progressbar"`, `aria-valuenow` = percent) and the percentage, from the bytes read
 * against the `Content-Length`. It closes itself when the last download ends. Full width on a phone.
 */
export function DownloadProgress({ jobs }: DownloadProgressProps) {
  const { t } = useTranslation(FORMS_NS);
  const titleId = useId();
  return (
    <Snackbar open={jobs.length > 0} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Paper
        elevation={6}
        role="region"
        aria-labelledby={titleId}
        sx={{ p: 2, width: { xs: '100%', sm: 420 }, display: 'grid', gap: 1.5 }}
      >
        <Typography id={titleId} variant="subtitle2" component="h2">
          {t('download.title')}
        </Typography>
        {jobs.map((job) => (
          <JobLine key={job.id} job={job} />
        ))}
      </Paper>
    </Snackbar>
  );
}
