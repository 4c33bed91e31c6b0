import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { showToast } from '../toast/toast.js';
import { useSubmitWithValidation } from './useSubmitWithValidation.js';

const schema = yup.object({
  firstName: yup.string().required('First name is required'),
  lastName: yup.string().required('Last name is required'),
  email: yup.string().email('Enter a valid email').required('Email is required'),
  state: yup.string().required('Choose a state'),
  address: yup.object({ city: yup.string().required('City is required'), zip: yup.string().matches(/^\d{5}$/, '5 digits') }),
});

type Values = yup.InferType<typeof schema>;

function DemoForm() {
  const formik = useFormik<Values>({
    initialValues: { firstName: '', lastName: '', email: '', state: '', address: { city: '', zip: '' } },
    validationSchema: schema,
    onSubmit: () => {
      showToast('Profile saved', 'success');
    },
  });
  const submit = useSubmitWithValidation(formik);
  const field = (name: string, label: string) => {
    const meta = formik.getFieldMeta(name);
    const showError = Boolean(meta.touched && meta.error);
    return (
      <TextField
        {...formik.getFieldProps(name)}
        label={label}
        error={showError}
        helperText={showError ? meta.error : ' '}
        slotProps={{ htmlInput: { 'aria-invalid': showError } }}
      />
    );
  };
  return (
    <Paper component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ p: 3, maxWidth: 560 }}>
      <Typography variant="h2" gutterBottom>
        My Profile
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Submit empty: every field turns red and the page scrolls (650 ms) to the first one.
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {field('firstName', 'First name')}
        {field('lastName', 'Last name')}
        <Box sx={{ height: 600, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
          (long content)
        </Box>
        {field('email', 'Email')}
        <TextField
          select
          label="State"
          {...formik.getFieldProps('state')}
          error={Boolean(formik.touched.state && formik.errors.state)}
          helperText={(formik.touched.state && formik.errors.state) || ' '}
        >
          {['TX', 'CA', 'NY'].map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        {field('address.city', 'City')}
        {field('address.zip', 'ZIP code')}
      </Box>
      <Button type="submit" variant="contained" sx={{ mt: 2 }}>
        Save
      </Button>
    </Paper>
  );
}

const meta = {
  title: 'Forms/submitWithValidation',
  component: DemoForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Formik + yup form using `useSubmitWithValidation` (spec §5). */
export const ProfileForm: Story = {};
