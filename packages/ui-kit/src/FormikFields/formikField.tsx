import { FormikContext, getIn } from 'formik';
import { createContext, useContext, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';

/**
 * Turns a validation message into the text shown under a field. yup messages in the
 * portal are i18n keys (e.g. `validation.required`, or `validation.tooLong|60` in profile),
 * so pass a function that translates them: `(message) => translateError(t, message)`.
 */
export type TranslateError = (message: string) => ReactNode;

/**
 * The part of a Formik bag (`useFormik()`, `useFormikContext()`, `FormikProps`) the field
 * bindings use; any Formik bag fits, whatever its values type.
 */
export interface FormikFieldBag {
  values: unknown;
  errors: unknown;
  touched: unknown;
  handleChange: (event: ChangeEvent<never>) => void;
  handleBlur: (event: FocusEvent<never>) => void;
  setFieldValue: (field: string, value: unknown, shouldValidate?: boolean) => unknown;
  setFieldTouched: (field: string, isTouched?: boolean, shouldValidate?: boolean) => unknown;
}

const TranslateErrorContext = createContext<TranslateError | undefined>(undefined);

/** Props of {@link TranslateErrorProvider}. */
export interface TranslateErrorProviderProps {
  /** Translates every Formik field's validation message below (unless a field has its own `translateError`). */
  translateError: TranslateError;
  children?: ReactNode;
}

/**
 * Sets how the Formik fields below translate their validation messages, so each field
 * need not be given `translateError`.
 * @example
 * <TranslateErrorProvider translateError={(message) => translateError(t, message)}>…</TranslateErrorProvider>
 */
export function TranslateErrorProvider({ translateError, children }: TranslateErrorProviderProps) {
  return <TranslateErrorContext.Provider value={translateError}>{children}</TranslateErrorContext.Provider>;
}

/** The `translateError` of the nearest {@link TranslateErrorProvider}, if any. */
export function useTranslateError(): TranslateError | undefined {
  return useContext(TranslateErrorContext);
}

/**
 * The Formik bag of a field: the one given, else the surrounding `<Formik>` /
 * `<FormikProvider>`'s.
 * @throws {Error} when there is neither.
 */
export function useFormikBag(formik?: FormikFieldBag): FormikFieldBag {
  const context = useContext(FormikContext) as FormikFieldBag | undefined;
  const bag = formik ?? context;
  if (!bag) throw new Error('A Formik field needs a `formik` prop or a surrounding <Formik>/<FormikProvider>.');
  return bag;
}

/** The error state of one field, from {@link formikFieldError}. */
export interface FormikFieldError {
  /** The field was touched and has a validation message. */
  error: boolean;
  /** The (translated) message when {@link FormikFieldError.error}, else `undefined`. */
  message: ReactNode;
}

/**
 * A field's validation message, shown only once the field was touched (on blur, or on
 * submit — `submitWithValidation` touches every field), translated by `translateError`.
 * @param name the field's path: `email`, `address.city`, `items[0].name`.
 */
export function formikFieldError(formik: FormikFieldBag, name: string, translateError?: TranslateError): FormikFieldError {
  const touched = getIn(formik.touched, name) as unknown;
  const raw = getIn(formik.errors, name) as unknown;
  if (!touched || typeof raw !== 'string' || raw === '') return { error: false, message: undefined };
  const translated = translateError ? translateError(raw) : raw;
  return { error: true, message: translated ?? raw };
}

/** A field's current value (`getIn(values, name)`). */
export function formikFieldValue(formik: FormikFieldBag, name: string): unknown {
  return getIn(formik.values, name) as unknown;
}

/** Options of {@link bindFormikTextField}. */
export interface BindFormikTextFieldOptions {
  /** Ids become `${idPrefix}-${name}` (several forms on one page). */
  idPrefix?: string;
  /** Translates validation messages (yup messages are i18n keys). */
  translateError?: TranslateError;
}

/** The props {@link bindFormikTextField} gives a MUI `TextField`. */
export interface FormikTextFieldBinding {
  id?: string;
  name: string;
  value: unknown;
  onChange: FormikFieldBag['handleChange'];
  onBlur: FormikFieldBag['handleBlur'];
  error: boolean;
  helperText: ReactNode;
  fullWidth: true;
}

/**
 * Binding function for MUI `TextField`s of a Formik form (when components are not wanted):
 * value, change and blur handlers, and the translated message once touched.
 * @returns a function of the field's name giving the `TextField` props.
 * @example
 * const field = bindFormikTextField(formik, { idPrefix: 'address', translateError: (m) => translateError(t, m) });
 * <TextField label={t('address.city')} {...field('city')} />
 */
export function bindFormikTextField(formik: FormikFieldBag, options: BindFormikTextFieldOptions = {}): (name: string) => FormikTextFieldBinding {
  return (name) => {
    const { error, message } = formikFieldError(formik, name, options.translateError);
    return {
      ...(options.idPrefix ? { id: `${options.idPrefix}-${name}` } : {}),
      name,
      value: formikFieldValue(formik, name) ?? '',
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error,
      helperText: error ? message : undefined,
      fullWidth: true,
    };
  };
}
