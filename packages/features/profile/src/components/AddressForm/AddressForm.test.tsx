import { renderWithProviders } from '@agent-portal/test-utils';
import { changeLanguage } from '@agent-portal/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { V1, avaInfo, setupMyProfileTests } from '../PersonalInformation/testing.js';
import { AddressForm } from './AddressForm.js';

let body: Record<string, unknown> | null = null;
const leo = { ...avaInfo, id: 13, first_name: 'Leo', address: null };
const server = setupMyProfileTests(
  http.get(`${V1}/users/13/personal-information`, () => HttpResponse.json({ data: leo })),
  http.get(`${V1}/location/countries`, () => HttpResponse.json({ data: [{ id: 2, iso2: 'FR', name: 'France' }, { id: 1, iso2: 'US', name: 'United States' }] })),
  http.get(`${V1}/location/countries/2/states`, () => HttpResponse.json({ data: [{ id: 60, country_id: 2, code: 'IDF', name: 'Île-de-France' }] })),
  http.get(`${V1}/location/countries/1/states`, () => HttpResponse.json({ data: [{ id: 44, country_id: 1, code: 'TX', name: 'Texas' }] })),
  http.get(`${V1}/location/states/60/cities`, () => HttpResponse.json({ data: [{ id: 300, state_id: 60, name: 'Paris' }] })),
  http.get(`${V1}/location/states/44/cities`, () => HttpResponse.json({ data: [{ id: 170, state_id: 44, name: 'Austin' }] })),
  http.put(`${V1}/users/address`, async ({ request }) => {
    body = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({ data: leo });
  }),
);

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(label) }));
  await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
}

describe('AddressForm (issue #4: country → state → city)', () => {
  it('create mode: requires every field, cascades and saves ids', async () => {
    body = null;
    const user = userEvent.setup();
    renderWithProviders(<AddressForm userId={13} />, { route: '/my-profile' });
    expect(await screen.findByText('No address saved yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Choose a country first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(5);
    await choose(user, 'Country', 'France');
    await choose(user, 'State', 'Île-de-France');
    await choose(user, 'City', 'Paris');
    // Changing the country clears state and city.
    await choose(user, 'Country', 'United States');
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveAttribute('aria-disabled', 'true');
    await choose(user, 'State', 'Texas');
    await choose(user, 'City', 'Austin');
    await user.type(screen.getByLabelText(/Street address/), '1 Main St');
    await user.type(screen.getByLabelText(/ZIP/), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use 2 to 12 letters, digits, spaces or dashes.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/ZIP/));
    await user.type(screen.getByLabelText(/ZIP/), '78701');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(body).toEqual({ address_line1: '1 Main St', address_line2: '', postal_code: '78701', country_id: 1, state_id: 44, city_id: 170 }),
    );
  });

  it('shows an address in its country\'s order: US city, state ZIP; France ZIP city, region (issue #28 item 3)', async () => {
    const paris = { ...avaInfo.address, address_line1: '5 avenue Anatole France', postal_code: '75007', country_name: 'France', state_name: 'Île-de-France', city_name: 'Paris' };
    server.use(http.get(`${V1}/users/13/personal-information`, () => HttpResponse.json({ data: { ...leo, address: paris } })));
    renderWithProviders(<AddressForm userId={13} />, { route: '/my-profile' });
    const view = await screen.findByTestId('address-view');
    expect(view).toHaveTextContent('75007 Paris, Île-de-France');
    expect(view).not.toHaveTextContent('Île-de-France 75007');
  });

  it('names the country in the page’s language and marks the street and city translate="no" (issue #29)', async () => {
    await act(() => changeLanguage('de'));
    try {
      server.use(http.get(`${V1}/users/13/personal-information`, () => HttpResponse.json({ data: avaInfo })));
      renderWithProviders(<AddressForm userId={13} />, { route: '/my-profile' });
      const view = await screen.findByTestId('address-view');
      expect(within(view).getByTestId('address-country')).toHaveTextContent(/^Vereinigte Staaten$/);
      expect(within(view).getByTestId('address-country').closest('[translate="no"]')).toBeNull();
      expect(within(view).getByText(/Austin, Texas 78701/)).toHaveAttribute('translate', 'no');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('edit mode shows the saved address and keeps the typed values on a server error', async () => {
    server.use(
      http.get(`${V1}/users/13/personal-information`, () => HttpResponse.json({ data: { ...leo, address: avaInfo.address } })),
      http.put(`${V1}/users/address`, () =>
        HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'The city does not belong to the state.' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<AddressForm userId={13} />, { route: '/my-profile' });
    expect(await screen.findByTestId('address-view')).toHaveTextContent('Austin, Texas 78701');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText(/Street address/));
    await user.type(screen.getByLabelText(/Street address/), '2 Other St');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The city does not belong to the state.');
    expect(screen.getByLabelText(/Street address/)).toHaveValue('2 Other St');
  });
});
