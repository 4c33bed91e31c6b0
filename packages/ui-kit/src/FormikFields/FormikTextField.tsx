import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { formikFieldError, formikFieldValue, useFormikBag, useTranslateError } from './formikField.js';
import type { FormikFieldBag, TranslateError } from './formikField.js';

/** What every Formik field component takes besides its MUI props. */
export interface FormikFieldBaseProps {
  /** The field's path in the Formik values: `email`, `address.city`, `items[0].name`. */
  name: string;
  /** The Formik bag (`useFormik()`); default the surrounding `<Formik>`/`<FormikProvider>`'s. */
  formik?: FormikFieldBag;
  /** Translates the validation message; default the nearest `TranslateErrorProvider`'s, else shown as is. */
  translateError?: TranslateError;
}

/** Props of {@link FormikTextField}: MUI `TextField` props without the ones Formik drives. */
export type FormikTextFieldProps = FormikFieldBaseProps &
  Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'error' | 'onChange' | 'onBlur' | 'select'>;

/**
 * A MUI `TextField` bound to a Formik field: value, change and blur; the (translated)
 * validation message replaces `helperText` once the field was touched, and the input is
 * `aria-invalid`. What was typed stays after a failed submit.
 * @example <FormikTextField name="address.city" label={t('address.city')} autoComplete="address-level2" />
 */
export function FormikTextField({ name, formik, translateError, helperText, ...rest }: FormikTextFieldProps) {
  const bag = useFormikBag(formik);
  const contextTranslate = useTranslateError();
  const { error, message } = formikFieldError(bag, name, translateError ?? contextTranslate);
  return (
    <TextField
      {...rest}
      name={name}
      value={formikFieldValue(bag, name) ?? ''}
      onChange={bag.handleChange}
      onBlur={bag.handleBlur}
      error={error}
      helperText={error ? message : helperText}
    />
  );
}
