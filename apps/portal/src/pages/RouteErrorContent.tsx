import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The message and reload button of {@link RouteErrorPage} (default export for `React.lazy`); the boundary has logged the error. */
export default function RouteErrorContent() {
  const { t } = useTranslation('common');
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center' }}>
      <Typography component="h1" variant="h5">
        {t('errors.pageFailed')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
