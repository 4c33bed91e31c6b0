import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { FormActions } from '../FormActions/FormActions.js';
import { showToast } from '../toast/toast.js';
import { FormikCheckbox } from './FormikCheckbox.js';
import { FormikDateField } from './FormikDateField.js';
import { FormikSelectField } from './FormikSelectField.js';
import { FormikTextField } from './FormikTextField.js';
import { TranslateErrorProvider } from './formikField.js';

/** Validation messages are keys (as in the features); the story "translates" them. */
const MESSAGES: Record<string, string> = {
  required: 'This field is required.',
  tooLong: 'Use at most 40 characters.',
  zip: 'Enter 5 digits.',
  past: 'Choose a date in the past.',
  accept: 'Confirm the address to continue.',
};

const schema = yup.object({
  street: yup.string().trim().required('required').max(40, 'tooLong'),
  state: yup.string().required('required'),
  zip: yup.string().required('required').matches(/^\d{5}$/, 'zip'),
  moved_in: yup.string().required('required').test('past', 'past', (v) => !v || v <= new Date().toISOString().slice(0, 10)),
  confirmed: yup.boolean().oneOf([true], 'accept'),
});

const STATES = [
  { value: 'TX', label: 'Texas' },
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
];

function AddressDemo() {
  return (
    <TranslateErrorProvider translateError={(message) => MESSAGES[message] ?? message}>
      <Formik
        initialValues={{ street: '', state: '', zip: '', moved_in: '', confirmed: false }}
        validationSchema={schema}
        onSubmit={async (values) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          showToast(`Saved: ${JSON.stringify(values)}`, 'success');
        }}
      >
        {({ isSubmitting }) => (
          <Paper component={Form} noValidate sx={{ p: 3, width: 460, maxWidth: '100%' }}>
            <Typography variant="h2" sx={{ mb: 2 }}>
              Address
            </Typography>
            <Box sx={{ display: 'grid', gap: 2 }}>
              <FormikTextField name="street" label="Street" autoComplete="street-address" />
              <FormikSelectField name="state" label="State" options={STATES} placeholder="Choose a state" />
              <FormikTextField name="zip" label="ZIP code" inputMode="numeric" helperText="5 digits" />
              <FormikDateField name="moved_in" label="Moved in" min="1950-01-01" />
              <FormikCheckbox name="confirmed" label="This is my current home address" />
            </Box>
            <FormActions submitting={isSubmitting} onCancel={() => undefined} />
          </Paper>
        )}
      </Formik>
    </TranslateErrorProvider>
  );
}

const meta = {
  title: 'Forms/Formik fields',
  component: AddressDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AddressDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Text, select, native date (ISO `YYYY-MM-DD`) and checkbox bound to Formik. Errors show
 * once a field is left (or on submit), translated from their message keys.
 */
export const AddressForm: Story = {};
