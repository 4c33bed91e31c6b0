import { useGetPersonalInformationQuery, useUpdatePersonalInformationMutation } from '@agent-portal/api-client';
import { showToast, useSubmitWithValidation } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_PROFILE_NS } from '../../i18n/myProfile';
import { translateError } from '../../validation/messages';
import { personalSchema, type PersonalFormValues } from '../../validation/personal';
import { formikTextField } from '../shared/formikTextField';
import { ProfileFormActions } from '../shared/ProfileFormActions';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { useServerError } from '../shared/useServerError';
import { formatDate } from './format';
import { Field, ProfileSection } from './Section';

/** Props of {@link PersonalInformation}. */
export interface PersonalInformationProps {
  /** The signed-in agent's id. */
  userId: number;
}

/**
 * Personal information of the my-profile page (issue #4): a read-only view and an edit form
 * (formik + yup, §4 Form mode: edit, the record exists) saving with
 * `PUT /users/{id}/update-personal-information`. An invalid submit goes through ui-kit's
 * `submitWithValidation` (touched, revalidate, smooth scroll 650 ms to the first invalid
 * control); a failed save keeps the typed values and shows the server's message.
 */
export function PersonalInformation({ userId }: PersonalInformationProps) {
  const { t, i18n } = useTranslation(MY_PROFILE_NS);
  const { data, isLoading } = useGetPersonalInformationQuery(userId);
  const [editing, setEditing] = useState(false);
  const [save] = useUpdatePersonalInformationMutation();
  const { serverError, setServerError, run } = useServerError();

  const formik = useFormik<PersonalFormValues>({
    enableReinitialize: !editing,
    initialValues: {
      first_name: data?.first_name ?? '',
      last_name: data?.last_name ?? '',
      phone: data?.phone ?? '',
      date_of_birth: data?.date_of_birth ?? '',
    },
    validationSchema: personalSchema(),
    onSubmit: (values) =>
      run(async () => {
        await save({
          id: userId,
          body: {
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            phone: values.phone.trim(),
            date_of_birth: values.date_of_birth || null,
          },
        }).unwrap();
        showToast(t('personal.saved'), 'success');
        setEditing(false);
      }),
  });
  const submit = useSubmitWithValidation(formik);

  const fieldProps = formikTextField(formik, t, 'personal');

  return (
    <ProfileSection
      title={t('personal.title')}
      actions={
        !editing && data ? (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {t('common.edit')}
          </Button>
        ) : null
      }
    >
      {isLoading || !data ? (
        <Skeleton variant="rounded" height={120} />
      ) : editing ? (
        <Box component="form" noValidate onSubmit={submit} aria-label={t('personal.title')}>
          <ServerErrorAlert message={serverError} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField {...fieldProps('first_name')} label={t('personal.firstName')} autoComplete="given-name" required />
            <TextField {...fieldProps('last_name')} label={t('personal.lastName')} autoComplete="family-name" required />
            <TextField
              {...fieldProps('phone')}
              label={t('personal.phone')}
              type="tel"
              autoComplete="tel"
              required
              helperText={(formik.touched.phone ? translateError(t, formik.errors.phone) : undefined) ?? t('personal.phoneHint')}
            />
            <TextField
              {...fieldProps('date_of_birth')}
              label={t('personal.dateOfBirth')}
              type="date"
              autoComplete="bday"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <ProfileFormActions
            formik={formik}
            onCancel={() => {
              setServerError(null);
              setEditing(false);
            }}
          />
        </Box>
      ) : (
        <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, m: 0 }}>
          <Field label={t('personal.firstName')} value={data.first_name} />
          <Field label={t('personal.lastName')} value={data.last_name} />
          <Field label={t('personal.email')} value={data.email} />
          <Field label={t('personal.phone')} value={data.phone || t('common.notSet')} />
          <Field
            label={t('personal.dateOfBirth')}
            value={data.date_of_birth ? formatDate(data.date_of_birth, i18n.language) : t('common.notSet')}
          />
          <Field label={t('personal.code')} value={data.code} />
        </Box>
      )}
    </ProfileSection>
  );
}
