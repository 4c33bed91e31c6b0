import { useGetPersonalInformationQuery, useRequestLicenseMutation, type GatewayError } from '@agent-portal/api-client';
import { showToast } from '@agent-portal/ui-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_PROFILE_NS } from '../../i18n/myProfile';
import { formatDate } from '../PersonalInformation/format';
import { ProfileSection } from '../PersonalInformation/Section';

/** Props of {@link LicenseRequest}. */
export interface LicenseRequestProps {
  /** The signed-in agent's id. */
  userId: number;
}

/**
 * The licence section (issue #4, §6): a licensed agent sees their status; an unlicensed one can
 * request a licence (`PUT /users/{id}/request-license`), after which the pending request (kept
 * by the sandbox) is shown with its date.
 */
export function LicenseRequest({ userId }: LicenseRequestProps) {
  const { t, i18n } = useTranslation(MY_PROFILE_NS);
  const { data, isLoading } = useGetPersonalInformationQuery(userId);
  const [request, state] = useRequestLicenseMutation();
  const [error, setError] = useState<string | null>(null);

  const onRequest = async () => {
    setError(null);
    try {
      await request(userId).unwrap();
      showToast(t('license.requested'), 'success');
    } catch (failure) {
      setError((failure as GatewayError).message);
    }
  };

  return (
    <ProfileSection title={t('license.title')}>
      {isLoading || !data ? (
        <Skeleton variant="rounded" height={48} />
      ) : data.is_licensed ? (
        <Typography>{t('license.licensedText')}</Typography>
      ) : data.license_requested_at ? (
        <Alert severity="info">{t('license.pending', { date: formatDate(data.license_requested_at, i18n.language) })}</Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('license.unlicensedText')}</Typography>
          <Button variant="contained" onClick={onRequest} disabled={state.isLoading}>
            {t('license.request')}
          </Button>
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {error}
            </Alert>
          ) : null}
        </>
      )}
    </ProfileSection>
  );
}
