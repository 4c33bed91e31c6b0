import Button from '@mui/material/Button';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { FormikTextField } from '../FormikFields/FormikTextField.js';
import { renderWithTheme } from '../test/renderWithTheme.js';
import { EditableSectionForm } from './EditableSectionForm.js';
import { useEditableSection, type EditableSectionOptions } from './useEditableSection.js';

interface Values {
  name: string;
  city: string;
}

const schema = yup.object({ name: yup.string().required('Name is required'), city: yup.string().required('City is required') });

function Section({ record, ...options }: { record: Values } & Partial<EditableSectionOptions<Values>>) {
  const section = useEditableSection<Values>({ initialValues: record, validationSchema: schema, onSave: async () => undefined, ...options });
  return (
    <section>
      {section.editing ? null : (
        <Button ref={section.openButtonRef} onClick={section.open}>
          Edit
        </Button>
      )}
      <output data-testid="mode">{section.mode}</output>
      {section.editing ? (
        <EditableSectionForm section={section} aria-label="Address" translateError={(message) => `!${message}`}>
          <FormikTextField formik={section.formik} name="name" id="name" label="Name" />
          <FormikTextField formik={section.formik} name="city" id="city" label="City" />
        </EditableSectionForm>
      ) : (
        <p>{`${record.name}, ${record.city}`}</p>
      )}
    </section>
  );
}

describe('useEditableSection + EditableSectionForm', () => {
  it('view → edit → cancel → view: the typed values are dropped and the focus is back on Edit', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Section record={{ name: 'Ada', city: 'Berlin' }} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByTestId('mode')).toHaveTextContent('edit');
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Ada');
    await user.clear(name);
    await user.type(name, 'Grace');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('mode')).toHaveTextContent('view');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  });

  it('§5: an invalid submit keeps what was typed, shows every error and focuses the first invalid field; nothing is saved', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    renderWithTheme(<Section record={{ name: 'Ada', city: 'Berlin' }} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('!Name is required')).toBeInTheDocument();
    expect(screen.getByText('!City is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByTestId('mode')).toHaveTextContent('edit');
  });

  it('a valid submit saves, shows the toast and goes back to view with the focus on Edit', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    renderWithTheme(<Section record={{ name: 'Ada', city: 'Berlin' }} onSave={onSave} savedMessage="Address saved" />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), ' Mitte');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('mode')).toHaveTextContent('view'));
    expect(onSave).toHaveBeenCalledWith({ name: 'Ada', city: 'Berlin Mitte' });
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('a failed save keeps the form open with the typed values and the server’s message', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {
      throw new Error('The postal code does not match the city.');
    });
    renderWithTheme(<Section record={{ name: 'Ada', city: 'Berlin' }} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'er');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The postal code does not match the city.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Berliner');
    expect(screen.getByTestId('mode')).toHaveTextContent('edit');
  });

  it('resetAfterSave: an add form starts blank again', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Section record={{ name: '', city: '' }} resetAfterSave />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Rome');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('mode')).toHaveTextContent('view'));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });
});
