import { useGetPersonalInformationQuery, useRequestLicenseMutation } from '@agent-portal/api-client';
import { useFormatters } from '@agent-portal/i18n';
import { BusySkeleton, SectionCard, ServerErrorAlert, showToast, useServerError } from '@agent-portal/ui-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useScrollToAnchor } from '../../hooks/useScrollToAnchor.js';
import { MY_PROFILE_NS } from '../../i18n/myProfile/index.js';

/** Anchor of the section: the compliance page's "Fix it" link for the licence check (issue #11). */
export const LICENCE_ANCHOR = 'licence';

/** Props of {@link LicenseRequest}. */
export interface LicenseRequestProps {
  /** The signed-in agent's id. */
  userId: number;
}

/**
 * The licence section (issue #4, §6): a licensed agent sees their status; an unlicensed one can
 * request a licence (`PUT /users/{id}/request-license`), after which the pending request (kept
 * by the sandbox) is shown with its date (`useFormatters().formatDate`, active language).
 * A ui-kit `SectionCard`; a failed request shows the server's message (`ServerErrorAlert`).
 */
export function LicenseRequest({ userId }: LicenseRequestProps) {
  const { t } = useTranslation(MY_PROFILE_NS);
  const { formatDate } = useFormatters();
  const { data, isLoading } = useGetPersonalInformationQuery(userId);
  const [request, state] = useRequestLicenseMutation();
  const { serverError, run } = useServerError();
  useScrollToAnchor(LICENCE_ANCHOR, [isLoading]);

  const onRequest = () =>
    run(async () => {
      await request(userId).unwrap();
      showToast(t('license.requested'), 'success');
    });

  return (
    <SectionCard id={LICENCE_ANCHOR} title={t('license.title')}>
      {isLoading || !data ? (
        <BusySkeleton lines={[{ height: 48, variant: 'rounded' }]} />
      ) : data.is_licensed ? (
        <Typography>{t('license.licensedText')}</Typography>
      ) : data.license_requested_at ? (
        <Alert severity="info">{t('license.pending', { date: formatDate(data.license_requested_at) })}</Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('license.unlicensedText')}</Typography>
          <Button variant="contained" onClick={() => void onRequest()} disabled={state.isLoading}>
            {t('license.request')}
          </Button>
          <ServerErrorAlert message={serverError} gutter={false} sx={{ mt: 2 }} />
        </>
      )}
    </SectionCard>
  );
}
