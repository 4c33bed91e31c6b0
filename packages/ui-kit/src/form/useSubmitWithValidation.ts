import { useCallback, useLayoutEffect, useRef } from 'react';
import { submitWithValidation } from './submitWithValidation.js';
import type { FormikLike, SubmitWithValidationOptions } from './submitWithValidation.js';

/**
 * {@link submitWithValidation} bound to the latest Formik bag, as a stable
 * callback. Usable as a `<form onSubmit>` (it calls `preventDefault`) or a button
 * `onClick`; resolves `true` when the form was valid and submitted.
 */
export function useSubmitWithValidation(
  formik: FormikLike,
  options?: SubmitWithValidationOptions,
): (event?: { preventDefault?: () => void }) => Promise<boolean> {
  const latest = useRef({ formik, options });
  useLayoutEffect(() => {
    latest.current = { formik, options };
  });
  return useCallback((event?: { preventDefault?: () => void }) => {
    event?.preventDefault?.();
    return submitWithValidation(latest.current.formik, latest.current.options);
  }, []);
}
