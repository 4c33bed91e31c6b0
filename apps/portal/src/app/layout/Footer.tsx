import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/** The footer with the copyright line (§2 Shell). Memoized: it has no props, so the shell's re-renders skip it. */
export const Footer = memo(function Footer() {
  const { t } = useTranslation('common');
  return (
    <Box component="footer" sx={{ py: 2, px: 2, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
});
