import { renderWithProviders, server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SecurityQuestion } from './SecurityQuestion.js';

// Issue #4 account-setting; spec §5, §7 sso v1 sign-up-security.
const questions = [
  { id: 1, code: 'FIRST_PET', text: 'What was the name of your first pet?' },
  { id: 2, code: 'BIRTH_CITY', text: 'In which city were you born?' },
];

function gateway(onPut: (body: unknown) => Response) {
  let current = { question_id: 2, updated_at: '2026-11-17T12:00:00.000Z' };
  server.use(
    http.get(`${TEST_ORIGIN}/sso/v1/sign-up-security`, () => HttpResponse.json({ data: { questions, current } })),
    http.put(`${TEST_ORIGIN}/sso/v1/sign-up-security/change-identity-security-question`, async ({ request }) => {
      const body = (await request.json()) as { question_id: number };
      const response = onPut(body);
      if (response.status === 200) current = { question_id: body.question_id, updated_at: '2026-11-18T12:00:00.000Z' };
      return response;
    }),
  );
}

describe('SecurityQuestion', () => {
  it('shows the current question and validates the answer', async () => {
    gateway(() => HttpResponse.json({ data: null }));
    renderWithProviders(<SecurityQuestion />);
    expect(await screen.findByText('Current question: In which city were you born?')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Answer'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The answer must have at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Answer')).toHaveFocus();
  });

  it('saves a new question and shows it; a wrong password keeps the input', async () => {
    const bodies: unknown[] = [];
    let fail = true;
    gateway((body) => {
      bodies.push(body);
      if (fail) {
        fail = false;
        return HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'The current password is not correct.' }, { status: 400 });
      }
      return HttpResponse.json({ data: { question_id: 1 }, message: 'Saved.' });
    });
    renderWithProviders(<SecurityQuestion />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Question' }));
    await user.click(screen.getByRole('option', { name: 'What was the name of your first pet?' }));
    await user.type(screen.getByLabelText('Answer'), 'Rex');
    await user.type(screen.getByLabelText('Current password'), 'bad-password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('Answer')).toHaveValue('Rex');
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'Sandbox!2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Current question: What was the name of your first pet?')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ question_id: 1, answer: 'Rex', current_password: 'Sandbox!2026' });
  });
});
