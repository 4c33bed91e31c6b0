import { renderWithProviders } from '@agent-portal/test-utils';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { V1, avaInfo, setupMyProfileTests } from '../PersonalInformation/testing.js';
import { LicenseRequest } from './LicenseRequest.js';

let leo = { ...avaInfo, id: 13, is_licensed: false, license_requested_at: null as string | null };
setupMyProfileTests(
  http.get(`${V1}/users/13/personal-information`, () => HttpResponse.json({ data: leo })),
  http.put(`${V1}/users/13/request-license`, () => {
    leo = { ...leo, license_requested_at: '2026-03-02T10:00:00.000Z' };
    return HttpResponse.json({ data: { license_requested_at: leo.license_requested_at } });
  }),
);

describe('LicenseRequest (issue #4, §6)', () => {
  it('lets an unlicensed agent request a licence, then shows it pending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LicenseRequest userId={13} />, { route: '/my-profile' });
    await user.click(await screen.findByRole('button', { name: 'Request license' }));
    expect(await screen.findByText('License requested on Mar 2, 2026. We will contact you soon.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request license' })).toBeNull();
  });
});
