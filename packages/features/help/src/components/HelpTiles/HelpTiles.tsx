import { paths } from '@agent-portal/feature-api';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HELP_NS } from '../../i18n/index.js';

interface Tile {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

/** The four help areas as tiles (issue #12 `help`): FAQ, support tickets, a new ticket, announcements. One column on a phone. */
export function HelpTiles() {
  const { t } = useTranslation(HELP_NS);
  const tiles: Tile[] = [
    { to: paths.faq, title: t('home.faq'), text: t('home.faqText'), icon: <QuizOutlined /> },
    { to: paths.generateTicket, title: t('home.tickets'), text: t('home.ticketsText'), icon: <ConfirmationNumberOutlined /> },
    { to: `${paths.generateTicket}?new=1`, title: t('home.newTicket'), text: t('home.newTicketText'), icon: <AddCircleOutline /> },
    { to: paths.announcements, title: t('home.announcements'), text: t('home.announcementsText'), icon: <CampaignOutlined /> },
  ];
  return (
    <Box component="nav" aria-label={t('home.title')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
      {tiles.map((tile) => (
        <Paper key={tile.to} variant="outlined" sx={{ overflow: 'hidden' }}>
          <CardActionArea component={RouterLink} to={tile.to} sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'flex-start', gap: 1.5, justifyContent: 'flex-start' }}>
            <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
              {tile.icon}
            </Box>
            <Box>
              <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, display: 'block' }}>
                {tile.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="span">
                {tile.text}
              </Typography>
            </Box>
          </CardActionArea>
        </Paper>
      ))}
    </Box>
  );
}
