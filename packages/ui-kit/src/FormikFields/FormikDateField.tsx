import TextField from '@mui/material/TextField';
import type { FormikTextFieldProps } from './FormikTextField.js';
import { formikFieldError, formikFieldValue, useFormikBag, useTranslateError } from './formikField.js';

/** Props of {@link FormikDateField}. */
export type FormikDateFieldProps = Omit<FormikTextFieldProps, 'type'> & {
  /** Earliest date allowed, ISO `YYYY-MM-DD`. */
  min?: string;
  /** Latest date allowed, ISO `YYYY-MM-DD`. */
  max?: string;
};

/**
 * A date field bound to a Formik field: the browser's native date input (`type="date"`, no
 * date-picker library), whose value is an ISO calendar date `YYYY-MM-DD` (or `''`) — the
 * shape the gateway uses, with no time zone to shift it. The label always sits above.
 * @example <FormikDateField name="date_of_birth" label={t('personal.dateOfBirth')} max="2010-12-31" />
 */
export function FormikDateField({ name, formik, translateError, helperText, min, max, slotProps, ...rest }: FormikDateFieldProps) {
  const bag = useFormikBag(formik);
  const contextTranslate = useTranslateError();
  const { error, message } = formikFieldError(bag, name, translateError ?? contextTranslate);
  const inputLabel = slotProps?.inputLabel && typeof slotProps.inputLabel === 'object' ? slotProps.inputLabel : {};
  const htmlInput = slotProps?.htmlInput && typeof slotProps.htmlInput === 'object' ? slotProps.htmlInput : {};
  return (
    <TextField
      {...rest}
      type="date"
      name={name}
      value={formikFieldValue(bag, name) ?? ''}
      onChange={bag.handleChange}
      onBlur={bag.handleBlur}
      error={error}
      helperText={error ? message : helperText}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...inputLabel },
        htmlInput: { ...(min ? { min } : {}), ...(max ? { max } : {}), ...htmlInput },
      }}
    />
  );
}
