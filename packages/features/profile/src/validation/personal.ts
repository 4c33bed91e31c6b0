import * as yup from 'yup';

/** A person's name: letters (any script), spaces, apostrophes, dots and dashes (like the sandbox). */
export const NAME_RE = /^[\p{L}][\p{L}\p{M} .'’-]*$/u;
/** E.164 phone number. */
export const PHONE_RE = /^\+[1-9]\d{7,14}$/;

/** Whole years between an ISO date and `now`. */
export function ageOn(isoDate: string, now: Date): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  let age = now.getFullYear() - y;
  if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) age -= 1;
  return age;
}

/** Form values of the personal information form (strings as typed; '' = empty). */
export interface PersonalFormValues {
  first_name: string;
  last_name: string;
  phone: string;
  /** ISO `YYYY-MM-DD` or ''. */
  date_of_birth: string;
}

/**
 * Rules of `PUT /users/{id}/update-personal-information` (issue #4), mirroring the sandbox:
 * names 1–60 characters of letters; phone E.164; date of birth optional, 18–120 years ago.
 * @param now - clock for the age rule (tests).
 */
export function personalSchema(now: () => Date = () => new Date()) {
  const name = yup.string().trim().required('validation.required').max(60, 'validation.tooLong|60').matches(NAME_RE, 'validation.name');
  return yup.object({
    first_name: name,
    last_name: name,
    phone: yup.string().trim().required('validation.required').matches(PHONE_RE, 'validation.phone'),
    date_of_birth: yup
      .string()
      .default('')
      .test('date', 'validation.dateInvalid', (v) => !v || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))))
      .test('age', 'validation.age', (v) => {
        if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return true;
        const age = ageOn(v, now());
        return age >= 18 && age <= 120;
      }),
  });
}
