import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';
import { translateError } from '../../validation/messages';

/**
 * The props that bind a MUI `TextField` to a formik field of a my-profile form: id
 * `${idPrefix}-${name}`, value, change and blur handlers, and the translated validation
 * message once the field was touched.
 * @returns a function of the field's name.
 */
export function formikTextField<Values extends object>(formik: FormikProps<Values>, t: TFunction, idPrefix: string) {
  return (name: keyof Values & string) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(formik.touched[name] && formik.errors[name]),
    helperText: formik.touched[name] ? translateError(t, formik.errors[name]) : undefined,
    fullWidth: true,
  });
}
