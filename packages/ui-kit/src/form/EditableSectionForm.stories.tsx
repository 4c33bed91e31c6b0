import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import * as yup from 'yup';
import { FormikTextField } from '../FormikFields/FormikTextField.js';
import { SectionCard } from '../SectionCard/SectionCard.js';
import { EditableSectionForm } from './EditableSectionForm.js';
import { useEditableSection } from './useEditableSection.js';

interface Address {
  street: string;
  city: string;
}

const schema = yup.object({ street: yup.string().required('Street is required'), city: yup.string().required('City is required') });

/** A profile section edited in place: the address in view, Edit opens the form, Save or Cancel closes it. */
function AddressSection({ failSave = false, startEditing = false }: { failSave?: boolean; startEditing?: boolean }) {
  const [address, setAddress] = useState<Address>({ street: '1 Main Street', city: 'Springfield' });
  const section = useEditableSection<Address>({
    initialValues: address,
    validationSchema: schema,
    savedMessage: 'Address saved',
    onSave: async (values) => {
      if (failSave) throw new Error('The address could not be saved.');
      setAddress(values);
    },
  });
  const { open } = section;
  useEffect(() => {
    if (startEditing) open();
  }, [startEditing, open]);
  return (
    <SectionCard
      title="Address"
      actions={
        section.editing ? null : (
          <Button ref={section.openButtonRef} variant="outlined" onClick={section.open}>
            Edit
          </Button>
        )
      }
    >
      {section.editing ? (
        <EditableSectionForm section={section} aria-label="Address">
          <FormikTextField formik={section.formik} name="street" id="address-street" label="Street" required fullWidth />
          <FormikTextField formik={section.formik} name="city" id="address-city" label="City" required fullWidth sx={{ mt: 2 }} />
        </EditableSectionForm>
      ) : (
        <Typography data-testid="address-view">{`${address.street}, ${address.city}`}</Typography>
      )}
    </SectionCard>
  );
}

const meta = {
  title: 'Forms/EditableSection',
  component: AddressSection,
  args: { failSave: false, startEditing: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AddressSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** View mode: the address and Edit. */
export const View: Story = {};
/** Edit mode: the form with Save and Cancel; an empty field shows its error on Save and gets the focus (§5). */
export const Editing: Story = { args: { startEditing: true } };
/** Saving fails: the form stays open with what was typed and the server's message. */
export const SaveFails: Story = { args: { startEditing: true, failSave: true } };
