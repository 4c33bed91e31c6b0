import {
  gatewayApi,
  hubFileUrl,
  useGetPersonalInformationQuery,
  useRemoveProfilePictureMutation,
  type GatewayError,
  uploadWithProgress,
} from '@agent-portal/api-client';
import type { ProfilePictureResult } from '@agent-portal/api-client/wire';
import { AgentAvatar, TruncatedText, showToast, useErrorText } from '@agent-portal/ui-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { MY_PROFILE_NS } from '../../i18n/myProfile/index.js';
import { PICTURE_MAX_BYTES, PICTURE_TYPES, checkFile } from '../../validation/files.js';
import { useScrollToAnchor } from '../../hooks/useScrollToAnchor.js';

/** Anchor id of the header with the picture (`/my-profile#profile-picture`, the onboarding tracker's link, issue #12). */
export const PROFILE_PICTURE_ANCHOR = 'profile-picture';

// The header's layout, shared by the loaded header and its placeholder so that they keep the same
// height (issue #8: a shorter placeholder moved my-profile's sections when the header loaded).
const PAPER_PADDING = { xs: 2, sm: 3 } as const;
const ROW_SX = { display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: 'center', flexWrap: 'wrap' } as const;
const TEXT_SX = { minWidth: 0, flex: '1 1 220px' } as const;
const ACTIONS_SX = {
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  alignItems: { xs: 'stretch', sm: 'flex-end' },
  flex: { xs: '1 1 100%', sm: '0 0 auto' },
} as const;

/** Props of {@link ProfileHeader}. */
export interface ProfileHeaderProps {
  /** The signed-in agent's id. */
  userId: number;
}

/**
 * The my-profile header (issue #4, §3 Profile): the avatar (`avatar_url` prefixed with the hub
 * bucket URL, the default image when empty), the name, the licence status, and changing the
 * picture (jpeg/png/webp ≤ 5 MB, checked by type, size and first bytes before sending; upload
 * progress shown; `POST /users/profile-picture`) or removing it (`PUT /users/profile-picture`).
 */
export function ProfileHeader({ userId }: ProfileHeaderProps) {
  const { t } = useTranslation(MY_PROFILE_NS);
  const errorText = useErrorText();
  const dispatch = useDispatch();
  const { data, isLoading } = useGetPersonalInformationQuery(userId);
  useScrollToAnchor(PROFILE_PICTURE_ANCHOR, [isLoading]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [remove, removal] = useRemoveProfilePictureMutation();
  const input = useRef<HTMLInputElement>(null);

  const refresh = () =>
    dispatch(gatewayApi.util.invalidateTags([{ type: 'Profile', id: userId }, { type: 'Profile', id: `INFO-${userId}` }, { type: 'Progress', id: 'MINE' }]));

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const rejection = await checkFile(file, PICTURE_TYPES, PICTURE_MAX_BYTES);
    if (rejection) {
      setError(t(`files.${rejection}`, { max: 5, types: 'JPEG, PNG, WebP' }));
      return;
    }
    setProgress(0);
    try {
      await uploadWithProgress<ProfilePictureResult>({ path: '/users/profile-picture', file, onProgress: setProgress });
      refresh();
      showToast(t('header.uploaded'), 'success');
    } catch (failure) {
      setError(t('files.uploadFailed', { message: errorText(failure) }));
    } finally {
      setProgress(null);
    }
  };

  const onRemove = async () => {
    setError(null);
    try {
      await remove({ user_id: userId }).unwrap();
      showToast(t('header.removed'), 'success');
    } catch (failure) {
      setError((failure as GatewayError).message);
    }
  };

  if (isLoading || !data) {
    return (
      // The loaded header's layout (the shared sx above) with placeholders of its lines' and
      // buttons' heights: on a phone the buttons wrap under the name, as they will when loaded.
      <Paper variant="outlined" sx={{ p: PAPER_PADDING }}>
        <Box sx={ROW_SX}>
          <Skeleton variant="circular" width={96} height={96} />
          <Box sx={TEXT_SX}>
            <Skeleton width="60%" sx={{ typography: 'h5' }} />
            <Skeleton width="80%" sx={{ typography: 'body2' }} />
            <Skeleton variant="rounded" width={88} height={24} sx={{ mt: 1 }} />
          </Box>
          <Box sx={ACTIONS_SX}>
            <Skeleton variant="rounded" width={160} height={36.5} sx={{ maxWidth: '100%' }} />
            <Skeleton width={200} sx={{ typography: 'caption', maxWidth: '100%' }} />
          </Box>
        </Box>
      </Paper>
    );
  }

  const name = `${data.first_name} ${data.last_name}`;
  const status = data.is_licensed ? 'licensed' : data.license_requested_at ? 'licensePending' : 'unlicensed';
  return (
    <Paper id={PROFILE_PICTURE_ANCHOR} variant="outlined" sx={{ p: PAPER_PADDING, scrollMarginTop: 96 }}>
      <Box sx={ROW_SX}>
        <AgentAvatar src={hubFileUrl(data.avatar_url)} name={name} alt={t('header.avatarAlt', { name })} size={96} />
        <Box sx={TEXT_SX}>
          <Typography component="p" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} translate="no">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.75, minWidth: 0 }}>
            <TruncatedText text={data.email} translate="no" />
            <span aria-hidden>·</span>
            <TruncatedText text={data.code} translate="no" />
          </Typography>
          <Chip
            size="small"
            sx={{ mt: 1 }}
            color={status === 'licensed' ? 'success' : status === 'licensePending' ? 'info' : 'default'}
            label={t(`header.${status}`)}
          />
        </Box>
        <Box sx={ACTIONS_SX}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => input.current?.click()} disabled={progress !== null}>
              {t('header.changePicture')}
            </Button>
            {data.avatar_url ? (
              <Button variant="outlined" color="error" onClick={onRemove} disabled={progress !== null || removal.isLoading}>
                {t('header.removePicture')}
              </Button>
            ) : null}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t('header.pictureHint')}
          </Typography>
          <input
            ref={input}
            type="file"
            accept={PICTURE_TYPES.join(',')}
            hidden
            data-testid="avatar-input"
            onChange={onFile}
          />
        </Box>
      </Box>
      {progress !== null ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" id="avatar-progress-label">
            {t('header.uploading', { percent: progress })}
          </Typography>
          <LinearProgress variant="determinate" value={progress} aria-labelledby="avatar-progress-label" />
        </Box>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }} role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
    </Paper>
  );
}
