import type { PersonalInformation } from '@agent-portal/api-client/wire';

/** Ava's my-profile data as the sandbox seeds it. */
export const avaInfo: PersonalInformation = {
  id: 12,
  code: 'AG-000012',
  first_name: 'Ava',
  last_name: 'Martinez',
  email: 'ava.licensed@agent-portal.test',
  phone: '+17025550145',
  date_of_birth: '1988-04-17',
  avatar_url: 'avatars/12.svg',
  is_licensed: true,
  license_requested_at: null,
  documents_update_requested_at: null,
  address: {
    address_line1: '1100 Congress Ave',
    address_line2: 'Suite 200',
    postal_code: '78701',
    country_id: 1,
    state_id: 44,
    city_id: 170,
    country_name: 'United States',
    state_name: 'Texas',
    city_name: 'Austin',
  },
};
