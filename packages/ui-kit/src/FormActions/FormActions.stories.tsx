import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServerErrorAlert } from '../ServerErrorAlert/ServerErrorAlert.js';
import { FormActions } from './FormActions.js';
import type { FormActionsProps } from './FormActions.js';

/** FormActions at the bottom of a small form, with an optional server error above. */
function InForm({ serverError, ...props }: FormActionsProps & { serverError?: string }) {
  return (
    <Box component="form" noValidate onSubmit={(e) => e.preventDefault()} sx={{ display: 'grid', gap: 2, width: 420, maxWidth: '100%' }}>
      <TextField label="City" defaultValue="Austin" />
      <ServerErrorAlert message={serverError} gutter={false} />
      <FormActions {...props} />
    </Box>
  );
}

const meta = {
  title: 'Forms/FormActions',
  component: InForm,
  args: { submitting: false },
} satisfies Meta<typeof InForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit alone ("Save"). */
export const SubmitOnly: Story = {};
/** While saving: "Saving…", disabled. */
export const Submitting: Story = { args: { submitting: true } };
/** Cancel and submit, right-aligned. */
export const WithCancel: Story = { args: { onCancel: () => undefined, submitLabel: 'Save address' } };
/** The server's message after a failed save, above the actions. */
export const WithServerError: Story = { args: { onCancel: () => undefined, serverError: 'The routing number does not match any US bank.' } };
