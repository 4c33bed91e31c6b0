import type { SearchResult } from '@agent-portal/api-client/wire';

/** A search result with every group (test and story fixture). */
export const fullResult: SearchResult = {
  clients: [
    {
      id: 101,
      first_name: 'Rosa',
      last_name: 'Diaz',
      policies: [
        { policy_no: 'TL-0000042', products: { product_type: { title: 'Term Life' } } },
        { policy_no: 'AN-0000077', products: { product_type: { title: 'Annuity' } } },
      ],
    },
    { id: 102, first_name: 'Rosa', last_name: 'Novak', policies: [] },
  ],
  forms: [
    { id: 3, title: 'Errors and Omissions Insurance Declaration', tag: 'E&O', category: 'COMPLIANCE_FORMS', link: 'forms/compliance/eo.pdf' },
    { id: 14, title: 'W-9 Request for Taxpayer Identification', tag: 'Tax', category: 'BACK_OFFICE', link: 'forms/back-office/w9.pdf' },
    { id: 30, title: 'Annual Goal Setting Worksheet', tag: 'Goals', category: 'BUSSINESS_OVERVIEW', link: 'forms/business-overview/goals.pdf' },
  ],
  support: [
    { id: 55, ticket: 'TCK-000055', subject: 'Commission missing for policy TL-0000042', status: 'IN_PROGRESS' },
    { id: 56, ticket: 'TCK-000056', subject: '<img src=x onerror=alert(1)> rosa', status: 'OPEN' },
  ],
};

/** A result without any match. */
export const emptyResult: SearchResult = { clients: [], forms: [], support: [] };
