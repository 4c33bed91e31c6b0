import * as yup from 'yup';

/** Form values of the address form (ids as strings: '' until chosen, as MUI selects hold them). */
export interface AddressFormValues {
  address_line1: string;
  address_line2: string;
  postal_code: string;
  country_id: string;
  state_id: string;
  city_id: string;
}

/** Rules of `PUT /users/address` (issue #4), mirroring the sandbox. */
export const addressSchema = yup.object({
  address_line1: yup.string().trim().required('validation.required').max(120, 'validation.tooLong|120'),
  address_line2: yup.string().trim().max(120, 'validation.tooLong|120'),
  postal_code: yup
    .string()
    .trim()
    .required('validation.required')
    .matches(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, 'validation.postalCode'),
  country_id: yup.string().required('validation.required'),
  state_id: yup.string().required('validation.required'),
  city_id: yup.string().required('validation.required'),
});
