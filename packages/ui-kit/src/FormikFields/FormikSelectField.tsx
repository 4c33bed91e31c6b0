import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FormikTextFieldProps } from './FormikTextField.js';
import { formikFieldError, formikFieldValue, useFormikBag, useTranslateError } from './formikField.js';

/** One choice of a {@link FormikSelectField}. */
export interface SelectOption {
  /** The value stored in the Formik values (a string is safest: `'3'`, `'TX'`). */
  value: string | number;
  /** What the agent sees. */
  label: ReactNode;
  disabled?: boolean;
}

/** Props of {@link FormikSelectField}. */
export type FormikSelectFieldProps = FormikTextFieldProps & {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** A first, empty choice (value `''`) with this label, e.g. "Choose a state". */
  placeholder?: ReactNode;
};

/**
 * A MUI select (`TextField select`) bound to a Formik field, with its options; the
 * (translated) validation message shows once touched. A long chosen option wraps onto a second
 * line instead of being cut with an ellipsis (issue #28 item 2: de "In welcher Stadt wurden Sie
 * geboren?" on a phone).
 * @example <FormikSelectField name="question_id" label={t('security.question')} options={questions.map((q) => ({ value: String(q.id), label: q.text }))} />
 */
export function FormikSelectField({ name, formik, translateError, helperText, options, placeholder, sx, ...rest }: FormikSelectFieldProps) {
  const bag = useFormikBag(formik);
  const contextTranslate = useTranslateError();
  const { error, message } = formikFieldError(bag, name, translateError ?? contextTranslate);
  return (
    <TextField
      {...rest}
      select
      sx={[{ '& .MuiSelect-select': { whiteSpace: 'normal', overflowWrap: 'break-word' } }, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
      name={name}
      value={formikFieldValue(bag, name) ?? ''}
      onChange={bag.handleChange}
      onBlur={bag.handleBlur}
      error={error}
      helperText={error ? message : helperText}
    >
      {placeholder !== undefined ? (
        <MenuItem value="">
          <em>{placeholder}</em>
        </MenuItem>
      ) : null}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
