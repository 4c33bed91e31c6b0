import Box from '@mui/material/Box';
import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { FormActions } from '../FormActions/FormActions.js';
import { TranslateErrorProvider, type TranslateError } from '../FormikFields/formikField.js';
import { ServerErrorAlert } from '../ServerErrorAlert/ServerErrorAlert.js';
import type { EditableSection } from './useEditableSection.js';

/** Props of {@link EditableSectionForm}. */
export interface EditableSectionFormProps<Values extends FormikValues> {
  /** The section's state from `useEditableSection`. */
  section: EditableSection<Values>;
  /** Accessible name of the form (the section's title, or the add form's). */
  'aria-label': string;
  /** Shown above the server's message (e.g. an add form's own heading). */
  heading?: ReactNode;
  /** Translates the Formik fields' validation messages (a `TranslateErrorProvider` around the fields). */
  translateError?: TranslateError;
  /** Disables Save (e.g. no card provider). */
  submitDisabled?: boolean;
  /** The fields. */
  children: ReactNode;
}

/**
 * The edit form of a section edited in place (spec §4, §5): a `noValidate` form submitting with the
 * section's `submit` (an invalid submit shows every error and focuses the first invalid field), the
 * server's message above the fields (`ServerErrorAlert`), the fields, and Save / Cancel (`FormActions`:
 * Cancel closes the form, Save shows its pending label while saving).
 */
export function EditableSectionForm<Values extends FormikValues>({
  section,
  'aria-label': ariaLabel,
  heading,
  translateError,
  submitDisabled,
  children,
}: EditableSectionFormProps<Values>) {
  return (
    <Box component="form" noValidate onSubmit={section.submit} aria-label={ariaLabel}>
      {heading}
      <ServerErrorAlert message={section.serverError} />
      {translateError ? <TranslateErrorProvider translateError={translateError}>{children}</TranslateErrorProvider> : children}
      <FormActions submitting={section.formik.isSubmitting} submitDisabled={submitDisabled} onCancel={section.cancel} />
    </Box>
  );
}
