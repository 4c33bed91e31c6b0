import TextField from '@mui/material/TextField';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Form, Formik, useFormik } from 'formik';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { renderWithTheme } from '../test/renderWithTheme.js';
import { FormikCheckbox } from './FormikCheckbox.js';
import { FormikDateField } from './FormikDateField.js';
import { FormikSelectField } from './FormikSelectField.js';
import { FormikTextField } from './FormikTextField.js';
import { TranslateErrorProvider, bindFormikTextField } from './formikField.js';

/** Messages are keys, optionally with a number after `|` (as profile's validation/messages.ts). */
const TEXTS: Record<string, string> = {
  'validation.required': 'This field is required.',
  'validation.tooLong': 'Use at most {{max}} characters.',
  'validation.acceptTerms': 'Accept the terms to continue.',
  'validation.pastDate': 'Choose a date in the past.',
};
const translateError = (message: string) => {
  const [key, value] = message.split('|');
  return TEXTS[key!]?.replace('{{max}}', value ?? '') ?? message;
};

const schema = yup.object({
  city: yup.string().trim().required('validation.required').max(5, 'validation.tooLong|5'),
  state: yup.string().required('validation.required'),
  start_date: yup.string().required('validation.required').test('past', 'validation.pastDate', (v) => !v || v < '2027-01-01'),
  accept: yup.boolean().oneOf([true], 'validation.acceptTerms'),
});

type Values = yup.InferType<typeof schema>;

const STATES = [
  { value: 'TX', label: 'Texas' },
  { value: 'CA', label: 'California' },
];

function AddressForm({ onSubmit, children }: { onSubmit: (values: Values) => void; children?: ReactNode }) {
  return (
    <Formik<Values> initialValues={{ city: '', state: '', start_date: '', accept: false }} validationSchema={schema} onSubmit={onSubmit}>
      <Form noValidate>
        <FormikTextField name="city" label="City" helperText="As on your ID" />
        <FormikSelectField name="state" label="State" options={STATES} placeholder="Choose a state" />
        <FormikDateField name="start_date" label="Start date" min="2023-01-01" max="2026-12-31" />
        <FormikCheckbox name="accept" label="I accept the terms" />
        {children}
        <button type="submit">Save</button>
      </Form>
    </Formik>
  );
}

function renderForm() {
  const onSubmit = vi.fn();
  renderWithTheme(
    <TranslateErrorProvider translateError={translateError}>
      <AddressForm onSubmit={onSubmit} />
    </TranslateErrorProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('Formik field bindings', () => {
  it('text: keeps what is typed and shows the translated error only once touched', async () => {
    const { user } = renderForm();
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city).toHaveAccessibleDescription('As on your ID');
    await user.type(city, 'Springfield');
    expect(city).toHaveValue('Springfield');
    // invalid (too long) but not touched yet: no error
    expect(city).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Use at most 5 characters.')).not.toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(city).toHaveAccessibleDescription('Use at most 5 characters.'));
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveValue('Springfield');
    await user.clear(city);
    await waitFor(() => expect(city).toHaveAccessibleDescription('This field is required.'));
    await user.type(city, 'Waco');
    await waitFor(() => expect(city).toHaveAccessibleDescription('As on your ID'));
    expect(city).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('submit: every field shows its translated error, typed values stay, nothing is sent', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Waco');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(2));
    expect(screen.getByText('Accept the terms to continue.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Waco');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('select, date and checkbox: bound values, then a valid submit', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Waco');

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a state', 'Texas', 'California']);
    await user.click(screen.getByRole('option', { name: 'Texas' }));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Texas');

    const date = screen.getByLabelText('Start date');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2023-01-01');
    expect(date).toHaveAttribute('max', '2026-12-31');
    await user.type(date, '2027-03-01');
    expect(date).toHaveValue('2027-03-01');
    await user.tab();
    await waitFor(() => expect(date).toHaveAccessibleDescription('Choose a date in the past.'));
    await user.clear(date);
    await user.type(date, '2026-11-17');
    expect(date).toHaveValue('2026-11-17');

    const accept = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await user.click(accept);
    expect(accept).toBeChecked();
    await user.click(accept);
    await user.tab();
    await waitFor(() => expect(accept).toHaveAccessibleDescription('Accept the terms to continue.'));
    expect(accept).toHaveAttribute('aria-invalid', 'true');
    await user.click(accept);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ city: 'Waco', state: 'TX', start_date: '2026-11-17', accept: true });
  });

  it('a field’s own translateError wins over the provider; without either the message shows as is', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Formik initialValues={{ a: '', b: '' }} validationSchema={yup.object({ a: yup.string().required('validation.required'), b: yup.string().required('validation.required') })} onSubmit={vi.fn()}>
        <Form>
          <FormikTextField name="a" label="A" translateError={() => 'Own text'} />
          <FormikTextField name="b" label="B" />
        </Form>
      </Formik>,
    );
    await user.click(screen.getByRole('textbox', { name: 'A' }));
    await user.click(screen.getByRole('textbox', { name: 'B' }));
    await user.tab();
    await waitFor(() => expect(screen.getByText('Own text')).toBeInTheDocument());
    expect(screen.getByText('validation.required')).toBeInTheDocument();
  });
});

describe('bindFormikTextField (useFormik without a provider)', () => {
  function PersonalForm({ onSubmit }: { onSubmit: (values: { first_name: string }) => void }) {
    const formik = useFormik({
      initialValues: { first_name: '' },
      validationSchema: yup.object({ first_name: yup.string().required('validation.required') }),
      onSubmit,
    });
    const field = bindFormikTextField(formik, { idPrefix: 'personal', translateError });
    return (
      <form noValidate onSubmit={formik.handleSubmit}>
        <TextField label="First name" {...field('first_name')} />
        <FormikTextField formik={formik} name="first_name" label="Again" translateError={translateError} />
        <button type="submit">Save</button>
      </form>
    );
  }

  it('binds value, handlers, id and the translated error once touched', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithTheme(<PersonalForm onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('id', 'personal-first_name');
    expect(input).toHaveAttribute('name', 'first_name');
    await user.click(input);
    await user.tab();
    await waitFor(() => expect(input).toHaveAccessibleDescription('This field is required.'));
    await user.type(input, 'Ava');
    expect(screen.getByRole('textbox', { name: 'Again' })).toHaveValue('Ava');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ first_name: 'Ava' }, expect.anything()));
  });

  it('a field outside any Formik form fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const caught: Error[] = [];
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: Error) {
        caught.push(error);
      }
      override render() {
        return this.state.failed ? <p>failed</p> : this.props.children;
      }
    }
    renderWithTheme(
      <Boundary>
        <FormikTextField name="x" label="X" />
      </Boundary>,
    );
    expect(screen.getByText('failed')).toBeInTheDocument();
    expect(caught[0]?.message).toMatch(/needs a `formik` prop/);
  });
});
