import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * Shown when a route fails to render or its lazy module fails to load (e.g. a new
 * deployment replaced the chunk): a clear message and a reload button.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <Stack role="alert" spacing={2} alignItems="center" sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography component="h1" variant="h5">
        {t('errors.pageFailed')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
