import { hubFileUrl } from '@agent-portal/api-client';
import { AgentAvatar } from '@agent-portal/ui-kit';
import IconButton from '@mui/material/IconButton';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentProfile } from './useCurrentProfile';
import { useLazyPopup } from './useLazyPopup';

const load = () => import('./ProfileMenuPopup');
const ProfileMenuPopup = lazy(() => load().then((m) => ({ default: m.ProfileMenuPopup })));

/** The profile menu of the top bar (§2): the agent's avatar opens Profile and Logout. */
export function ProfileMenu() {
  const { t } = useTranslation('common');
  const { data: profile } = useCurrentProfile();
  const popup = useLazyPopup();
  const name = profile ? `${profile.first_name} ${profile.last_name}` : '';
  return (
    <>
      <IconButton
        aria-label={t('topbar.profileMenu')}
        aria-haspopup="menu"
        aria-controls={popup.isOpen ? 'profile-menu' : undefined}
        aria-expanded={popup.isOpen}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={popup.open}
        sx={{ p: 0.5 }}
      >
        <AgentAvatar src={hubFileUrl(profile?.avatar_url)} name={name} size={36} />
      </IconButton>
      {popup.mounted && (
        <Suspense fallback={null}>
          <ProfileMenuPopup anchorEl={popup.anchor} onClose={popup.close} name={name} />
        </Suspense>
      )}
    </>
  );
}
