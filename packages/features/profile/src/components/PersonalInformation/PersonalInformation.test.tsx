import { renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PersonalInformation } from './PersonalInformation.js';
import { V1, avaInfo, setupMyProfileTests } from './testing.js';

const server = setupMyProfileTests(http.get(`${V1}/users/12/personal-information`, () => HttpResponse.json({ data: avaInfo })));

describe('PersonalInformation (issue #4, §4 Form mode)', () => {
  it('shows the saved values, then edits them with the yup rules', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PersonalInformation userId={12} />, { route: '/my-profile' });
    // Issue #28 item 3: the one phone format of the portal (i18n formatPhone), as the clients show it.
    expect(await screen.findByText('(702) 555-0145')).toBeInTheDocument();
    expect(screen.getByText('Apr 17, 1988')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const first = screen.getByLabelText(/First name/);
    await user.clear(first);
    await user.clear(screen.getByLabelText(/Phone/));
    await user.type(screen.getByLabelText(/Phone/), '5125550199');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Use the international format: + then 8 to 15 digits.')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await user.type(first, 'Ava2');
    expect(await screen.findByText('Use letters, spaces, apostrophes and dashes only.')).toBeInTheDocument();
  });

  it('refuses an age under 18', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PersonalInformation userId={12} />, { route: '/my-profile' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dob = screen.getByLabelText(/Date of birth/);
    await user.clear(dob);
    await user.type(dob, `${new Date().getFullYear() - 10}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You must be between 18 and 120 years old.')).toBeInTheDocument();
  });

  it('saves with PUT update-personal-information', async () => {
    let body: unknown;
    server.use(
      http.put(`${V1}/users/12/update-personal-information`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...avaInfo, first_name: 'Avery' } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PersonalInformation userId={12} />, { route: '/my-profile' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Avery');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body).toEqual({ first_name: 'Avery', last_name: 'Martinez', phone: '+17025550145', date_of_birth: '1988-04-17' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('keeps what the user typed and shows the server message when the save fails', async () => {
    server.use(
      http.put(`${V1}/users/12/update-personal-information`, () =>
        HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'The date of birth must be between 18 and 120 years ago.' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<PersonalInformation userId={12} />, { route: '/my-profile' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText(/Last name/));
    await user.type(screen.getByLabelText(/Last name/), 'Rossi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The date of birth must be between 18 and 120 years ago.');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Rossi');
  });
});
