import { useTranslation } from 'react-i18next';
import { MY_PROFILE_NS } from '../../i18n/myProfile';
import { FormActions } from './FormActions';

/** Props of {@link ProfileFormActions}. */
export interface ProfileFormActionsProps {
  /** The form's formik bag (its submitting state; reset on cancel). */
  formik: { isSubmitting: boolean; resetForm: () => void };
  /** Runs after the form was reset on cancel (clear the server error, close the form). */
  onCancel: () => void;
  /** Disables "Save" for another reason. */
  submitDisabled?: boolean;
}

/** "Cancel" / "Save" of a my-profile form: cancel resets the form first, "Save" reads "Saving…" while submitting. */
export function ProfileFormActions({ formik, onCancel, submitDisabled }: ProfileFormActionsProps) {
  const { t } = useTranslation(MY_PROFILE_NS);
  return (
    <FormActions
      submitting={formik.isSubmitting}
      submitDisabled={submitDisabled}
      submitLabel={t('common.save')}
      pendingLabel={t('common.saving')}
      cancelLabel={t('common.cancel')}
      onCancel={() => {
        formik.resetForm();
        onCancel();
      }}
    />
  );
}
