import { logout } from '@agent-portal/auth-session';
import { paths } from '@agent-portal/feature-api';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Props of {@link ProfileMenuPopup}. */
export interface ProfileMenuPopupProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  /** The agent's full name, shown as the menu's header. */
  name: string;
}

/** The profile menu's items (§2): Profile → my-profile, and Logout (§4). */
export function ProfileMenuPopup({ anchorEl, onClose, name }: ProfileMenuPopupProps) {
  const { t } = useTranslation('common');
  return (
    <Menu id="profile-menu" anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
      {name && (
        <Typography variant="subtitle2" sx={{ px: 2, py: 1 }} noWrap>
          {name}
        </Typography>
      )}
      {name && <Divider />}
      <MenuItem component={RouterLink} to={paths.myProfile} onClick={onClose}>
        <ListItemIcon>
          <PersonOutline fontSize="small" />
        </ListItemIcon>
        {t('topbar.profile')}
      </MenuItem>
      <MenuItem onClick={() => void logout('logout')}>
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t('topbar.logout')}
      </MenuItem>
    </Menu>
  );
}
