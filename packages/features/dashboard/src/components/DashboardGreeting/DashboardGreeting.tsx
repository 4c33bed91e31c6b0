import { paths } from '@agent-portal/feature-api';
import type { UserProfile } from '@agent-portal/api-client/wire';
import { AgentAvatar, TextWithData } from '@agent-portal/ui-kit';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Props of {@link DashboardGreeting}. */
export interface DashboardGreetingProps {
  /** The signed-in agent (§3 Profile); undefined while loading. */
  profile: UserProfile | undefined;
  /** Absolute URL of the profile picture, or undefined for the default image. */
  avatarSrc: string | undefined;
  loading?: boolean;
}

/** A pulsing placeholder while the profile loads (lighter than MUI Skeleton on the critical path). */
function Placeholder({ width, height, round = false }: { width: number | string; height: number; round?: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{
        width,
        height,
        borderRadius: round ? '50%' : 1,
        bgcolor: 'action.hover',
        '@keyframes agentPortalPulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.4 } },
        animation: 'agentPortalPulse 1.5s ease-in-out infinite',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}

/** A small pill (lighter than MUI Chip, which would weigh on the dashboard's critical path). */
function StatusLabel({ tone, children }: { tone: 'success' | 'neutral' | 'outlined'; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.25,
        py: 0.25,
        borderRadius: 4,
        fontSize: 13,
        fontWeight: 600,
        lineHeight: '22px',
        border: 1,
        borderColor: tone === 'success' ? 'success.main' : 'divider',
        bgcolor: tone === 'success' ? 'success.main' : tone === 'neutral' ? 'action.selected' : 'transparent',
        color: tone === 'success' ? 'success.contrastText' : 'text.primary',
      }}
    >
      {children}
    </Box>
  );
}

interface QuickLink {
  to: string;
  labelKey: string;
  icon: ReactNode;
}

const quickLinks: QuickLink[] = [
  { to: paths.myProfile, labelKey: 'dashboard:quickLinks.myProfile', icon: <PersonOutline /> },
  { to: paths.myTeam, labelKey: 'dashboard:quickLinks.myTeam', icon: <GroupsOutlined /> },
  { to: paths.reports, labelKey: 'dashboard:quickLinks.reports', icon: <AssessmentOutlined /> },
  { to: paths.help, labelKey: 'dashboard:quickLinks.help', icon: <HelpOutline /> },
];

/**
 * The dashboard's greeting: the agent's avatar (the default image when
 * `avatar_url` is empty), "Welcome back, {first_name}", their licence status and
 * agent code, and quick links into the portal.
 */
export function DashboardGreeting({ profile, avatarSrc, loading = false }: DashboardGreetingProps) {
  const { t } = useTranslation('common');
  const fullName = profile ? `${profile.first_name} ${profile.last_name}` : '';
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {loading || !profile ? (
          <>
            <Placeholder width={72} height={72} round />
            <Box sx={{ flexGrow: 1, display: 'grid', gap: 1 }}>
              <Placeholder width="40%" height={32} />
              <Placeholder width="25%" height={18} />
            </Box>
          </>
        ) : (
          <>
            <AgentAvatar src={avatarSrc} name={fullName} size={72} alt={t('dashboard.avatarAlt', { name: fullName })} priority />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
                {/* The name reads the same in every language (issue #29). */}
                <TextWithData data={{ name: profile.first_name }} text={(slots) => t('dashboard.greeting', { name: slots.name })} />
              </Typography>
              <Typography color="text.secondary">{t('dashboard.subtitle')}</Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                <StatusLabel tone={profile.is_licensed ? 'success' : 'neutral'}>
                  {profile.is_licensed && <VerifiedOutlined sx={{ fontSize: 16 }} aria-hidden />}
                  {profile.is_licensed ? t('dashboard.licensed') : t('dashboard.unlicensed')}
                </StatusLabel>
                <StatusLabel tone="outlined">{profile.code}</StatusLabel>
              </Stack>
            </Box>
          </>
        )}
      </Paper>
      <Box>
        <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('dashboard.quickLinks')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {quickLinks.map((link) => (
            <Paper key={link.to} variant="outlined" sx={{ overflow: 'hidden' }}>
              <ButtonBase
                component={RouterLink}
                to={link.to}
                sx={{
                  width: '100%',
                  p: 2,
                  display: 'flex',
                  gap: 1.5,
                  justifyContent: 'flex-start',
                  '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                }}
              >
                <Box sx={{ color: 'primary.main', display: 'flex' }}>{link.icon}</Box>
                <Typography sx={{ fontWeight: 600 }}>{t(link.labelKey)}</Typography>
              </ButtonBase>
            </Paper>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
