import { useGetPersonalInformationQuery, useUpdatePersonalInformationMutation } from '@agent-portal/api-client';
import { formatPhone, useFormatters } from '@agent-portal/i18n';
import { BusySkeleton, EditableSectionForm, FormikDateField, FormikTextField, SectionCard, TruncatedText, useEditableSection } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { MY_PROFILE_NS } from '../../i18n/myProfile/index.js';
import { translateError } from '../../validation/messages.js';
import { personalSchema, type PersonalFormValues } from '../../validation/personal.js';
import { Field } from '../Field/Field.js';
import { useScrollToAnchor } from '../../hooks/useScrollToAnchor.js';

/** Anchor id of the section (`/my-profile#personal-information`, the onboarding tracker's link, issue #12). */
export const PERSONAL_INFORMATION_ANCHOR = 'personal-information';

/** Props of {@link PersonalInformation}. */
export interface PersonalInformationProps {
  /** The signed-in agent's id. */
  userId: number;
}

/**
 * Personal information of the my-profile page (issue #4): a read-only view and an edit form
 * (formik + yup, §4 Form mode: edit, the record exists) saving with
 * `PUT /users/{id}/update-personal-information`. ui-kit's `useEditableSection` runs view → edit →
 * save → view: an invalid submit (§5) keeps the typed values, shows every error and scrolls
 * (650 ms) to and focuses the first invalid control; a failed save keeps the typed values and
 * shows the server's message; closing the form gives the focus back to Edit. Built from ui-kit's
 * `SectionCard`, Formik fields and `EditableSectionForm`; the date of birth
 * (`YYYY-MM-DD`) is shown by `useFormatters().formatDate` in the active language.
 */
export function PersonalInformation({ userId }: PersonalInformationProps) {
  const { t } = useTranslation(MY_PROFILE_NS);
  const { formatDate } = useFormatters();
  const { data, isLoading } = useGetPersonalInformationQuery(userId);
  useScrollToAnchor(PERSONAL_INFORMATION_ANCHOR, [isLoading]);
  const [save] = useUpdatePersonalInformationMutation();

  const section = useEditableSection<PersonalFormValues>({
    initialValues: {
      first_name: data?.first_name ?? '',
      last_name: data?.last_name ?? '',
      phone: data?.phone ?? '',
      date_of_birth: data?.date_of_birth ?? '',
    },
    validationSchema: personalSchema(),
    savedMessage: t('personal.saved'),
    onSave: (values) =>
      save({
        id: userId,
        body: {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          phone: values.phone.trim(),
          date_of_birth: values.date_of_birth || null,
        },
      }).unwrap(),
  });
  const { formik } = section;

  return (
    <SectionCard
      id={PERSONAL_INFORMATION_ANCHOR}
      title={t('personal.title')}
      actions={
        !section.editing && data ? (
          <Button ref={section.openButtonRef} variant="outlined" onClick={section.open}>
            {t('common.edit')}
          </Button>
        ) : null
      }
    >
      {isLoading || !data ? (
        <BusySkeleton lines={[{ height: 120, variant: 'rounded' }]} />
      ) : section.editing ? (
        <EditableSectionForm section={section} aria-label={t('personal.title')} translateError={(message) => translateError(t, message)}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormikTextField formik={formik} name="first_name" id="personal-first_name" label={t('personal.firstName')} autoComplete="given-name" required fullWidth />
            <FormikTextField formik={formik} name="last_name" id="personal-last_name" label={t('personal.lastName')} autoComplete="family-name" required fullWidth />
            <FormikTextField
              formik={formik}
              name="phone"
              id="personal-phone"
              label={t('personal.phone')}
              type="tel"
              autoComplete="tel"
              required
              fullWidth
              helperText={t('personal.phoneHint')}
            />
            <FormikDateField formik={formik} name="date_of_birth" id="personal-date_of_birth" label={t('personal.dateOfBirth')} autoComplete="bday" fullWidth />
          </Box>
        </EditableSectionForm>
      ) : (
        <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, m: 0 }}>
          <Field label={t('personal.firstName')} value={<span translate="no">{data.first_name}</span>} />
          <Field label={t('personal.lastName')} value={<span translate="no">{data.last_name}</span>} />
          <Field label={t('personal.email')} value={<TruncatedText text={data.email} translate="no" />} />
          <Field label={t('personal.phone')} value={data.phone ? formatPhone(data.phone) : t('common.notSet')} />
          <Field
            label={t('personal.dateOfBirth')}
            value={data.date_of_birth ? formatDate(data.date_of_birth) : t('common.notSet')}
          />
          <Field label={t('personal.code')} value={data.code} />
        </Box>
      )}
    </SectionCard>
  );
}
