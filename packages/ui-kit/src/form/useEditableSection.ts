import { useFormik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useServerError } from '../ServerErrorAlert/useServerError.js';
import { showToast } from '../toast/toast.js';
import { useSubmitWithValidation } from './useSubmitWithValidation.js';

/** Options of {@link useEditableSection}. */
export interface EditableSectionOptions<Values extends FormikValues> {
  /** The form's values from the record (or empty ones for a new item); taken again while the section is in view mode. */
  initialValues: Values;
  /** The yup schema (or none: the form validates nothing itself, e.g. a card provider's hosted fields). */
  validationSchema?: FormikConfig<Values>['validationSchema'];
  /**
   * Saves the values (e.g. `(v) => save(toBody(v)).unwrap()`). A throw keeps the form open with what the agent typed
   * and shows the thrown value's message (`useServerError`: its `message`, else the ui-kit's "Something went wrong").
   */
  onSave: (values: Values) => Promise<unknown>;
  /** The success toast after a save (e.g. "Address saved"); none when omitted. */
  savedMessage?: string;
  /** Empties the form after a save (an add form, whose next use starts blank); default `false` (the record's values come back). */
  resetAfterSave?: boolean;
}

/** What {@link useEditableSection} returns. */
export interface EditableSection<Values extends FormikValues> {
  /** `'edit'` while the form is open, else `'view'`. */
  mode: 'view' | 'edit';
  /** The form is open. */
  editing: boolean;
  /** Opens the form (the Edit or Add button's `onClick`); the same function on every render. */
  open: () => void;
  /** Closes the form without saving: the typed values and the server's message are dropped, focus goes back to the Edit button. */
  cancel: () => void;
  /** The Formik bag (give it to the Formik fields). */
  formik: FormikProps<Values>;
  /**
   * The form's `onSubmit` (spec §5): an invalid submit keeps what the agent typed, marks every field touched so each error
   * shows, and scrolls to and focuses the first invalid field (`useSubmitWithValidation`); a valid one saves.
   */
  submit: (event?: FormEvent<HTMLFormElement> | { preventDefault?: () => void }) => Promise<boolean>;
  /** The failed save's message (for `ServerErrorAlert`), or `null`. */
  serverError: string | null;
  /** Sets or clears the server message (e.g. a provider's failure before the save). */
  setServerError: (message: string | null) => void;
  /**
   * Runs another action of the section (e.g. removing the item) with the same server message: cleared before, the
   * thrown value's message after a failure (`useServerError`'s `run`). Resolves `true` when the action succeeded.
   */
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  /** The ref of the button that opens the form: it gets the focus back when the form closes (cancel or save). */
  openButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The state machine of a section edited in place, as react-admin's `Edit` + `SimpleForm` are
 * (spec §4 form modes, §5 invalid submit): view → `open()` → edit → `submit` → save → view with a
 * success toast, or `cancel()` → view. While in view the form follows the record (`initialValues`);
 * while editing it keeps what the agent typed, also after an invalid submit or a failed save (the
 * server's message then shows). When the form closes the focus goes back to the button that opened it
 * ({@link EditableSection.openButtonRef}). Built on Formik, `useSubmitWithValidation` and `useServerError`;
 * render the form with `EditableSectionForm`.
 *
 * @example
 * const section = useEditableSection({ initialValues, validationSchema, savedMessage: t('saved'), onSave: (v) => save(v).unwrap() });
 * <Button ref={section.openButtonRef} onClick={section.open}>Edit</Button>
 * {section.editing ? <EditableSectionForm section={section} aria-label={title}>…fields…</EditableSectionForm> : view}
 */
export function useEditableSection<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSave,
  savedMessage,
  resetAfterSave = false,
}: EditableSectionOptions<Values>): EditableSection<Values> {
  const [editing, setEditing] = useState(false);
  const { serverError, setServerError, run } = useServerError();
  const openButtonRef = useRef<HTMLButtonElement | null>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    openButtonRef.current?.focus();
  }, [editing]);

  const open = useCallback(() => setEditing(true), []);
  const close = useCallback(() => {
    refocus.current = true;
    setEditing(false);
  }, []);

  const formik = useFormik<Values>({
    enableReinitialize: !editing,
    initialValues,
    validationSchema,
    onSubmit: async (values, helpers) => {
      const saved = await run(() => onSave(values));
      if (!saved) return;
      if (savedMessage) showToast(savedMessage, 'success');
      if (resetAfterSave) helpers.resetForm();
      close();
    },
  });
  const submit = useSubmitWithValidation(formik);

  const cancel = () => {
    formik.resetForm();
    setServerError(null);
    close();
  };

  return {
    mode: editing ? 'edit' : 'view',
    editing,
    open,
    cancel,
    formik,
    submit,
    serverError,
    setServerError,
    run,
    openButtonRef,
  };
}
