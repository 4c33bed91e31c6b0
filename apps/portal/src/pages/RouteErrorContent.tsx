import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** The message and reload button of {@link RouteErrorPage} (default export for `React.lazy`). */
export default function RouteErrorContent() {
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
