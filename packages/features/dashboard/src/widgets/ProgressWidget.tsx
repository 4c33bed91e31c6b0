import { useGetProgressTrackerQuery } from '@agent-portal/api-client';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_NS } from '../i18n/index.js';
import { safePortalPath } from './safeHref.js';
import { WidgetCard } from './WidgetCard.js';

/** The card's height while loading (px): its loaded height with typical data (see `WidgetCard`). */
const LOADING_HEIGHT = 291;

/**
 * The onboarding progress tracker (issue #12; `GET /users/{id}/progress-tracker`, computed by the
 * gateway from the agent's data): the share of steps done, each step done or to do, undone steps
 * linking to the my-profile section that completes them. Hidden once every step is done.
 */
export function ProgressWidget({ userId }: { userId: number }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const query = useGetProgressTrackerQuery(userId);
  if (query.data?.complete) return null;
  const tracker = query.data;
  return (
    <WidgetCard loadingMinHeight={LOADING_HEIGHT} title={t('progress.title')} state={query} errorText={t('progress.error')} data-testid="widget-progress">
      {tracker && (
        <>
          <Typography variant="body2" id="onboarding-progress-text" sx={{ mb: 0.5 }}>
            {t('progress.percent', { done: tracker.done_count, total: tracker.total })}
          </Typography>
          <LinearProgress variant="determinate" value={tracker.percent} aria-label={t('progress.label')} aria-describedby="onboarding-progress-text" sx={{ mb: 1.5, height: 8, borderRadius: 4 }} />
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
            {tracker.steps.map((step) => {
              const label = t(`progress.steps.${step.key}`, { defaultValue: step.key });
              const to = safePortalPath(step.href);
              return (
                <Box component="li" key={step.key} data-step={step.key} data-done={step.done} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  {step.done ? (
                    <CheckCircle fontSize="small" sx={{ color: 'success.main' }} titleAccess={t('progress.done')} />
                  ) : (
                    <RadioButtonUnchecked fontSize="small" sx={{ color: 'text.secondary' }} titleAccess={t('progress.todo')} />
                  )}
                  {step.done || !to ? (
                    <Typography variant="body2" color={step.done ? 'text.secondary' : 'text.primary'}>
                      {label}
                    </Typography>
                  ) : (
                    <Link component={RouterLink} to={to} variant="body2">
                      {label}
                    </Link>
                  )}
                </Box>
              );
            })}
          </Box>
        </>
      )}
    </WidgetCard>
  );
}
