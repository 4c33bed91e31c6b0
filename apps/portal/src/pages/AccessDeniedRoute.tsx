import { UNLICENSED_REASON } from '@agent-portal/auth-session';
import { paths } from '@agent-portal/feature-api';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

/**
 * The reasons the portal knows, by the English text the query carries (spec §6: `reason` stays the
 * spec's English, e.g. `Un-Licensed Contractor` = auth-session's `UNLICENSED_REASON`), each to the
 * `common` keys wording it, first found first (issue #29: worded in the page's language):
 * `accessDenied.reasons.*` when the locales have it, else the same words the dashboard shows
 * (`dashboard.unlicensed`, "Unlicensed contractor", in the six languages).
 */
const REASON_KEYS: Readonly<Record<string, readonly string[]>> = {
  [UNLICENSED_REASON]: ['accessDenied.reasons.unlicensed', 'dashboard.unlicensed'],
};

/**
 * The access-denied page (§2): 'Sorry, Access Denied', 'You don't have enough
 * permission to access the page.', the reason and the source URL from the query
 * (`reason`, `source`), rendered as text, and a Back to Dashboard button.
 * A known reason is worded in the page's language (the English text is the English wording);
 * an unknown one is shown as sent. The source is a path, the same in every language: marked
 * `translate="no"` (issue #29).
 */
export function Component() {
  const { t, i18n } = useTranslation('common');
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const source = params.get('source');
  // In English the reason is the spec's own text, shown as sent.
  const reasonKeys = reason === null || i18n.resolvedLanguage === 'en' ? undefined : REASON_KEYS[reason];
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
            <strong>{t('accessDenied.reason')}:</strong> {reasonKeys ? t([...reasonKeys], { defaultValue: reason }) : reason}
          </Typography>
        )}
        {source && (
          <Typography data-testid="access-denied-source" sx={{ wordBreak: 'break-all' }}>
            <strong>{t('accessDenied.source')}:</strong> <span translate="no">{source}</span>
          </Typography>
        )}
        <Button component={RouterLink} to={paths.dashboard} variant="contained">
          {t('accessDenied.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
