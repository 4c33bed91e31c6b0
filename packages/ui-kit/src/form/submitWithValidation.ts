import { scrollToElement } from './scrollToElement.js';
import type { ScrollToElementOptions } from './scrollToElement.js';

/**
 * The part of a Formik bag (`FormikProps` / `useFormik()`) the helper needs.
 * Structural, so ui-kit has no runtime dependency on formik.
 */
export interface FormikLike {
  /** Current form values (nested objects and arrays allowed). */
  values: unknown;
  /** Current `status`; kept and extended with `submitAttempted: true`. */
  status?: unknown;
  /** Formik's `setTouched(touched, shouldValidate?)`. */
  setTouched(touched: Record<string, unknown>, shouldValidate?: boolean): unknown;
  /** Formik's `validateForm()`: resolves with the errors object (`{}` when valid). */
  validateForm(): Promise<object>;
  /** Formik's `submitForm()`. */
  submitForm(): Promise<unknown>;
  /** Formik's `setStatus(status)`; when present the "dirty" marker is written there. */
  setStatus?(status: unknown): void;
}

/** Options of {@link submitWithValidation}. */
export interface SubmitWithValidationOptions extends ScrollToElementOptions {
  /** Where to look for the invalid control; default `document`. Pass the `<form>` when a page has several. */
  container?: ParentNode | null;
  /**
   * Focus the first invalid control after scrolling. Default `true`. Not when the user has moved
   * the focus to another element while the page scrolled: what they started typing stays theirs.
   */
  focus?: boolean;
}

/** The key {@link submitWithValidation} sets to `true` in Formik's `status` on every submit attempt. */
export const SUBMIT_ATTEMPTED_STATUS_KEY = 'submitAttempted';

type Tree = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Tree =>
  typeof v === 'object' && v !== null && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** `values` with every leaf replaced by `true` (arrays kept as arrays), like Formik's touched shape. */
function allTouched(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(allTouched);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, allTouched(v)]));
  return true;
}

function mergeTouched(a: unknown, b: unknown): unknown {
  if (Array.isArray(a) && Array.isArray(b)) {
    return Array.from({ length: Math.max(a.length, b.length) }, (_, i) =>
      a[i] === undefined ? b[i] : b[i] === undefined ? a[i] : mergeTouched(a[i], b[i]),
    );
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const out: Tree = { ...a };
    for (const [k, v] of Object.entries(b)) out[k] = k in out ? mergeTouched(out[k], v) : v;
    return out;
  }
  return b === undefined ? a : b;
}

/** Dotted paths of every leaf error: `{ address: { city: 'x' }, items: [{ n: 'y' }] }` → `address.city`, `items.0.n`. */
function errorPaths(errors: unknown, prefix = ''): string[] {
  if (Array.isArray(errors)) {
    return errors.flatMap((v, i) => (v === undefined || v === null ? [] : errorPaths(v, prefix ? `${prefix}.${i}` : String(i))));
  }
  if (isPlainObject(errors)) {
    return Object.entries(errors).flatMap(([k, v]) => (v === undefined || v === null ? [] : errorPaths(v, prefix ? `${prefix}.${k}` : k)));
  }
  return prefix ? [prefix] : [];
}

/** `items[0].name` → `items.0.name` (Formik accepts both). */
const normalizeName = (name: string) => name.replace(/\[(\w+)\]/g, '.$1');

function firstInvalidControl(root: ParentNode, paths: string[]): Element | null {
  const candidates = Array.from(root.querySelectorAll('[name]'));
  const match = candidates.find((el) => {
    const name = normalizeName(el.getAttribute('name') ?? '');
    return paths.some((p) => p === name || p.startsWith(`${name}.`) || name.startsWith(`${p}.`));
  });
  return match ?? root.querySelector('[aria-invalid="true"]');
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([aria-hidden="true"]), select, textarea, button, [role="combobox"], [tabindex]:not([tabindex="-1"])';

/** The element to focus and scroll to: the control itself, or for MUI's hidden inputs (Select) its visible sibling. */
function visibleControl(el: Element): HTMLElement | null {
  const hidden =
    el.getAttribute('aria-hidden') === 'true' || (el instanceof HTMLInputElement && el.type === 'hidden');
  if (!hidden && el instanceof HTMLElement) return el;
  const wrapper = el.closest('.MuiInputBase-root, .MuiFormControl-root') ?? el.parentElement;
  return wrapper?.querySelector<HTMLElement>(FOCUSABLE) ?? (el instanceof HTMLElement ? el : null);
}

/** Whether the user put the focus on another element since `before` (the page's body does not count). */
function focusMovedSince(before: Element | null): boolean {
  const now = document.activeElement;
  return now !== null && now !== before && now !== document.body;
}

/**
 * The form submit of spec §5: mark every control touched (nested keys and array
 * items too) and the form as attempted ("dirty" — Formik derives `dirty` from the
 * values, so the marker is `status.submitAttempted = true`, see
 * {@link SUBMIT_ATTEMPTED_STATUS_KEY}), revalidate, and when invalid scroll
 * smoothly (650 ms by default, see `SCROLL_DURATION_MS`) to the first invalid
 * control in DOM order (matched by `name`, else `[aria-invalid="true"]`), focus
 * it (unless the user focused another element meanwhile) and resolve `false`. When valid, call
 * `submitForm()` and resolve `true`.
 */
export async function submitWithValidation(formik: FormikLike, options: SubmitWithValidationOptions = {}): Promise<boolean> {
  const { container, focus = true, ...scroll } = options;
  const focusedAtSubmit = typeof document === 'undefined' ? null : document.activeElement;
  if (formik.setStatus) {
    const status = isPlainObject(formik.status) ? formik.status : {};
    formik.setStatus({ ...status, [SUBMIT_ATTEMPTED_STATUS_KEY]: true });
  }
  const errors = await formik.validateForm();
  formik.setTouched(mergeTouched(allTouched(formik.values), allTouched(errors)) as Tree, false);

  const paths = errorPaths(errors);
  if (paths.length === 0) {
    await formik.submitForm();
    return true;
  }

  const root = container ?? (typeof document === 'undefined' ? null : document);
  const invalid = root ? firstInvalidControl(root, paths) : null;
  const target = invalid ? visibleControl(invalid) : null;
  if (target) {
    await scrollToElement(target, scroll);
    if (focus && !focusMovedSince(focusedAtSubmit)) target.focus({ preventScroll: true });
  }
  return false;
}
