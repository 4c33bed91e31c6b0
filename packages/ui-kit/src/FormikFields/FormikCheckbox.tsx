import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import type { FormikFieldBaseProps } from './FormikTextField.js';
import { formikFieldError, formikFieldValue, useFormikBag, useTranslateError } from './formikField.js';

/** Props of {@link FormikCheckbox}. */
export interface FormikCheckboxProps extends FormikFieldBaseProps {
  /** The checkbox's label (click target). */
  label: ReactNode;
  /** A hint under the checkbox, replaced by the validation message once touched. */
  helperText?: ReactNode;
  disabled?: boolean;
  /** Extra styles of the form control. */
  sx?: SxProps<Theme>;
}

/**
 * A MUI checkbox with its label, bound to a boolean Formik field (`true`/`false`); the
 * (translated) validation message shows under it once touched (e.g. "You must accept the terms").
 * @example <FormikCheckbox name="accept_terms" label={t('terms.accept')} />
 */
export function FormikCheckbox({ name, formik, translateError, label, helperText, disabled, sx }: FormikCheckboxProps) {
  const bag = useFormikBag(formik);
  const contextTranslate = useTranslateError();
  const { error, message } = formikFieldError(bag, name, translateError ?? contextTranslate);
  const helperId = useId();
  const help = error ? message : helperText;
  return (
    <FormControl error={error} disabled={disabled} sx={sx}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={name}
            checked={Boolean(formikFieldValue(bag, name))}
            onChange={(event) => void bag.setFieldValue(name, event.target.checked)}
            onBlur={() => void bag.setFieldTouched(name, true)}
            slotProps={{ input: { 'aria-invalid': error, 'aria-describedby': help ? helperId : undefined } }}
          />
        }
      />
      {help ? <FormHelperText id={helperId}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
