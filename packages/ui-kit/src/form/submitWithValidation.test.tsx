import { act, fireEvent, render, screen } from '@testing-library/react';
import { useFormik } from 'formik';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { SCROLL_DURATION_MS, scrollToElement } from './scrollToElement.js';
import { SUBMIT_ATTEMPTED_STATUS_KEY, submitWithValidation } from './submitWithValidation.js';
import type { FormikLike } from './submitWithValidation.js';
import { useSubmitWithValidation } from './useSubmitWithValidation.js';

const schema = yup.object({
  firstName: yup.string().required('First name is required'),
  email: yup.string().email('Invalid email').required('Email is required'),
  address: yup.object({ city: yup.string().required('City is required') }),
  phones: yup.array(yup.string().required('Phone is required')),
});

type Values = yup.InferType<typeof schema>;

function ProfileForm({ onSubmit, onResult }: { onSubmit: (v: Values) => void; onResult: (ok: boolean) => void }) {
  const formik = useFormik<Values>({
    initialValues: { firstName: '', email: '', address: { city: '' }, phones: [''] },
    validationSchema: schema,
    onSubmit,
  });
  const submit = useSubmitWithValidation(formik);
  const invalid = (name: 'firstName' | 'email') => Boolean(formik.touched[name] && formik.errors[name]);
  return (
    <form noValidate onSubmit={(e) => void submit(e).then(onResult)}>
      {/* email comes first in the DOM although firstName is first in the values */}
      <input aria-label="Email" {...formik.getFieldProps('email')} aria-invalid={invalid('email')} />
      <input aria-label="First name" {...formik.getFieldProps('firstName')} aria-invalid={invalid('firstName')} />
      <input aria-label="City" {...formik.getFieldProps('address.city')} />
      <input aria-label="Phone" {...formik.getFieldProps('phones[0]')} />
      <button type="submit">Save</button>
      <output data-testid="touched">{JSON.stringify(formik.touched)}</output>
      <output data-testid="status">{JSON.stringify(formik.status ?? null)}</output>
    </form>
  );
}

let scrollY = 0;
const scrolls: number[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
  scrollY = 0;
  scrolls.length = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    scrollY = y;
    scrolls.push(y);
  }) as typeof window.scrollTo);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // These tests write the body by hand (no render to clean up): leave nothing for the next file of
  // the shared environment (a leftover focusable "Pick" took TruncatedText's first Tab in CI).
  document.body.replaceChildren();
});

/** Put an element `top` px below the current scroll position. */
function placeAt(el: Element, top: number) {
  vi.spyOn(el, 'getBoundingClientRect').mockImplementation(() => ({ top: top - scrollY }) as DOMRect);
}

function setup() {
  const onSubmit = vi.fn();
  const onResult = vi.fn();
  render(<ProfileForm onSubmit={onSubmit} onResult={onResult} />);
  placeAt(screen.getByLabelText('Email'), 900);
  placeAt(screen.getByLabelText('First name'), 1000);
  placeAt(screen.getByLabelText('City'), 1100);
  placeAt(screen.getByLabelText('Phone'), 1200);
  return { onSubmit, onResult };
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.advanceTimersByTimeAsync(1000);
  });
}

describe('submitWithValidation with Formik + yup (spec §5)', () => {
  it('marks every control touched and the form attempted, scrolls smoothly to the first invalid control in DOM order and focuses it', async () => {
    const { onSubmit, onResult } = setup();
    await submit();
    expect(onResult).toHaveBeenCalledWith(false);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(JSON.parse(screen.getByTestId('touched').textContent!)).toEqual({
      firstName: true,
      email: true,
      address: { city: true },
      phones: [true],
    });
    expect(JSON.parse(screen.getByTestId('status').textContent!)).toEqual({ [SUBMIT_ATTEMPTED_STATUS_KEY]: true });
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    // an animation, not a jump: many frames, monotonic, ending 80 px above the field
    expect(scrolls.length).toBeGreaterThan(20);
    expect(scrolls).toEqual([...scrolls].sort((a, b) => a - b));
    expect(scrolls.at(-1)).toBe(900 - 80);
  });

  it('goes to the next invalid control once the first one is fixed, including nested and array fields', async () => {
    const { onResult } = setup();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ava@agent-portal.test' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ava' } });
    await submit();
    expect(screen.getByLabelText('City')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Austin' } });
    await submit();
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(onResult).toHaveBeenLastCalledWith(false);
  });

  it('leaves the focus where the user put it while the page scrolled', async () => {
    // A quick user (or a play function) starts typing in another field before the 650 ms scroll ends.
    const { onResult } = setup();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await vi.advanceTimersByTimeAsync(SCROLL_DURATION_MS / 2);
    });
    act(() => screen.getByLabelText('City').focus());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onResult).toHaveBeenCalledWith(false);
    expect(scrolls.at(-1)).toBe(900 - 80);
    expect(screen.getByLabelText('City')).toHaveFocus();
  });

  it('submits a valid form and resolves true', async () => {
    const { onSubmit, onResult } = setup();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ava@agent-portal.test' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ava' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Austin' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '5551234567' } });
    await submit();
    expect(onResult).toHaveBeenCalledWith(true);
    expect(onSubmit).toHaveBeenCalledWith(
      { firstName: 'Ava', email: 'ava@agent-portal.test', address: { city: 'Austin' }, phones: ['5551234567'] },
      expect.anything(),
    );
    expect(scrolls).toEqual([]);
  });
});

describe('submitWithValidation with a minimal FormikLike', () => {
  function fake(errors: object): FormikLike & { touched?: unknown; statusSet?: unknown } {
    const bag: FormikLike & { touched?: unknown; statusSet?: unknown } = {
      values: { a: '', list: [{ b: '' }, { b: 'x' }] },
      status: { keep: 1 },
      setTouched: (t) => void (bag.touched = t),
      validateForm: () => Promise.resolve(errors),
      submitForm: vi.fn(() => Promise.resolve()),
      setStatus: (s) => void (bag.statusSet = s),
    };
    return bag;
  }

  it('keeps existing status, touches array items, falls back to [aria-invalid] inside the container', async () => {
    document.body.innerHTML = `
      <div id="other"><input name="list.1.b" /></div>
      <form id="f"><div aria-invalid="true" tabindex="0" id="custom">custom control</div></form>`;
    const bag = fake({ extra: 'Required' });
    const form = document.getElementById('f')!;
    const result = submitWithValidation(bag, { container: form, durationMs: 0 });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe(false);
    expect(bag.statusSet).toEqual({ keep: 1, submitAttempted: true });
    expect(bag.touched).toEqual({ a: true, list: [{ b: true }, { b: true }], extra: true });
    expect(document.activeElement?.id).toBe('custom');
    expect(bag.submitForm).not.toHaveBeenCalled();
  });

  it('matches bracket names and focuses the visible control of a hidden MUI-style input', async () => {
    document.body.innerHTML = `
      <div class="MuiInputBase-root"><div role="combobox" tabindex="0" id="select">Pick</div>
        <input name="list[0].b" aria-hidden="true" tabindex="-1" /></div>`;
    const result = submitWithValidation(fake({ list: [{ b: 'Required' }] }), { durationMs: 0 });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe(false);
    expect(document.activeElement?.id).toBe('select');
  });
});

describe('scrollToElement', () => {
  it(`animates over ${SCROLL_DURATION_MS} ms with easing`, async () => {
    const el = document.createElement('div');
    document.body.append(el);
    placeAt(el, 1080);
    const done = vi.fn();
    void scrollToElement(el).then(done);
    await vi.advanceTimersByTimeAsync(SCROLL_DURATION_MS / 2);
    expect(scrollY).toBeGreaterThan(400);
    expect(scrollY).toBeLessThan(600);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SCROLL_DURATION_MS / 2 + 50);
    expect(scrollY).toBe(1000);
    expect(done).toHaveBeenCalled();
  });

  it('jumps when the user prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q }));
    const el = document.createElement('div');
    document.body.append(el);
    placeAt(el, 500);
    await scrollToElement(el, { offsetPx: 0 });
    expect(scrolls).toEqual([500]);
  });
});
