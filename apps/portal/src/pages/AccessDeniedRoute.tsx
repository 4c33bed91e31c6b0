import { paths } from '@agent-portal/feature-api';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

/**
 * The access-denied page (§2): 'Sorry, Access Denied', 'You don't have enough
 * permission to access the page.', the reason and the source URL from the query
 * (`reason`, `source`), rendered as text, and a Back to Dashboard button.
 */
export function Component() {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const source = params.get('source');
  return (
    <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto', my: { xs: 2, md: 6 }, p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <LockOutlined color="error" sx={{ fontSize: 56 }} aria-hidden />
        <Typography component="h1" variant="h4">
          {t('accessDenied.title')}
        </Typography>
        <Typography>{t('accessDenied.text')}</Typography>
        {reason && (
          <Typography data-testid="access-denied-reason">
            <strong>{t('accessDenied.reason')}:</strong> {reason}
          </Typography>
        )}
        {source && (
          <Typography data-testid="access-denied-source" sx={{ wordBreak: 'break-all' }}>
            <strong>{t('accessDenied.source')}:</strong> {source}
          </Typography>
        )}
        <Button component={RouterLink} to={paths.dashboard} variant="contained">
          {t('accessDenied.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
