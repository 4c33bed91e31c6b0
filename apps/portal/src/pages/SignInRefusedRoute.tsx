import { getSessionOptions, readSession, redirectToSignIn } from '@agent-portal/auth-session';
import { paths } from '@agent-portal/feature-api';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * The page "This sign-in link was not started here" (issue #26, docs/CONTRACTS.md "Sign-in
 * hand-off"): the link came from elsewhere, nothing was changed, and a Sign in button that starts
 * a sign-in of this browser's own (cause `sso-refused`, back to the dashboard). When the agent
 * still has a session of their own it says as whom (as text) and offers Continue to the dashboard.
 * Rendered outside the signed-in shell, so it has its own `main` landmark.
 */
export function Component() {
  const { t } = useTranslation('common');
  // Read once: the page does not follow cookie changes made elsewhere.
  const [session] = useState(() => readSession());
  const signIn = () => redirectToSignIn('sso-refused', `${window.location.origin}${getSessionOptions().dashboardPath}`);
  return (
    <Box
      component="main"
      id="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'grid', placeItems: 'center', px: 2, py: { xs: 3, md: 6 } }}
    >
      <Paper variant="outlined" sx={{ maxWidth: 640, width: '100%', p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <GppMaybeOutlined color="warning" sx={{ fontSize: 56 }} aria-hidden />
          <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
            {t('signInRefused.title')}
          </Typography>
          <Typography>{t('signInRefused.text')}</Typography>
          <Typography>{t('signInRefused.nothingChanged')}</Typography>
          {session ? (
            <Typography data-testid="sign-in-refused-identity" sx={{ overflowWrap: 'anywhere' }}>
              {t('signInRefused.signedInAs', { identity: session.identity })}
            </Typography>
          ) : (
            <Typography>{t('signInRefused.signInHere')}</Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}>
            {session && (
              <Button component={RouterLink} to={paths.dashboard} variant="contained">
                {t('signInRefused.continue')}
              </Button>
            )}
            <Button onClick={signIn} variant={session ? 'outlined' : 'contained'}>
              {t('signInRefused.signIn')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
