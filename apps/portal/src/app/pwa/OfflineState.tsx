import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The page's place while the browser has no network (issue #32 §5): "You are offline. Your data
 * will appear when the connection is back." — instead of the page, so nothing personal is shown
 * from before (the gateway's answers live in memory only and the service worker caches none).
 * A `status` region, announced politely by screen readers; the shell around it (top bar, menu)
 * stays usable. When the network is back the page renders again and loads its data.
 */
export function OfflineState() {
  const { t } = useTranslation('common');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
        py: { xs: 6, md: 10 },
        px: 2,
        color: 'text.secondary',
      }}
    >
      <CloudOffOutlined sx={{ fontSize: 48 }} aria-hidden />
      <Typography component="p" variant="h6" sx={{ color: 'text.primary', maxWidth: '32rem' }}>
        {t('pwa.offline')}
      </Typography>
    </Box>
  );
}
