import { hubFileUrl } from '@agent-portal/api-client';
import { logout } from '@agent-portal/auth-session';
import { AgentAvatar } from '@agent-portal/ui-kit';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutline';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentProfile } from './useCurrentProfile';

/** The profile menu of the top bar (§2): Profile → my-profile, and Logout (§4). */
export function ProfileMenu() {
  const { t } = useTranslation('common');
  const { data: profile } = useCurrentProfile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = profile ? `${profile.first_name} ${profile.last_name}` : '';
  return (
    <>
      <IconButton
        aria-label={t('topbar.profileMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'profile-menu' : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <AgentAvatar src={hubFileUrl(profile?.avatar_url)} name={name} size={36} />
      </IconButton>
      <Menu id="profile-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {profile && (
          <Typography variant="subtitle2" sx={{ px: 2, py: 1 }} noWrap>
            {name}
          </Typography>
        )}
        {profile && <Divider />}
        <MenuItem component={RouterLink} to="/my-profile" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          {t('topbar.profile')}
        </MenuItem>
        <MenuItem onClick={() => logout('logout')}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('topbar.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
