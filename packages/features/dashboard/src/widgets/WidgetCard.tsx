import { LoadErrorAlert } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_NS } from '../i18n/index.js';

/** Props of {@link WidgetCard}. */
export interface WidgetCardProps {
  title: string;
  /** A portal path the widget leads to, with its label. */
  link?: { to: string; label: string };
  /** The widget's own request state: each widget loads and fails on its own (issue #12). */
  state: { isLoading: boolean; isError: boolean; refetch: () => unknown };
  /** Shown when the request failed, with a Retry button that refetches. */
  errorText: string;
  /**
   * The card's height while it loads, in px: about its height once loaded with typical data, so
   * the cards around and below it do not move when its data arrives (issue #8: CLS ≤ 0.02).
   * Default: the placeholder's own height.
   */
  loadingMinHeight?: number;
  children?: ReactNode;
  'data-testid'?: string;
}

/** A pulsing block while a widget loads (plain Box: no extra MUI module on the dashboard). */
export function WidgetPlaceholder({ height = 20, width = '100%' }: { height?: number; width?: number | string }) {
  return (
    <Box
      aria-hidden
      sx={{
        height,
        width,
        borderRadius: 1,
        bgcolor: 'action.hover',
        mb: 1,
        '@keyframes widgetPulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.4 } },
        animation: 'widgetPulse 1.5s ease-in-out infinite',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}

/**
 * The frame of a dashboard widget (issue #12): a titled region (`section` named by its heading),
 * its own placeholder while loading, its own error with Retry when its call failed — a failed
 * widget never blanks the dashboard —, and an optional link to the page it summarises.
 */
export function WidgetCard({ title, link, state, errorText, loadingMinHeight, children, 'data-testid': testId }: WidgetCardProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-testid={testId} sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: state.isLoading ? loadingMinHeight : undefined }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.125rem' }}>
          {title}
        </Typography>
        {link && !state.isError && (
          <Link component={RouterLink} to={link.to} variant="body2">
            {link.label}
          </Link>
        )}
      </Box>
      {state.isLoading ? (
        <Box role="status" aria-label={title}>
          <WidgetPlaceholder height={28} width="50%" />
          <WidgetPlaceholder />
          <WidgetPlaceholder width="80%" />
        </Box>
      ) : state.isError ? (
        <LoadErrorAlert text={errorText} onRetry={state.refetch} retryLabel={t('retry')} />
      ) : (
        children
      )}
    </Paper>
  );
}
