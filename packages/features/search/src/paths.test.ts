import { describe, expect, it } from 'vitest';
import { clientResultPath, formResultPath, ticketResultPath } from './paths.js';

describe('result link targets (§2 Search modal)', () => {
  it('clients → my-clients/{id}; unlicensed → access-denied with the guard\'s reason and source', () => {
    expect(clientResultPath(12, true)).toBe('/my-clients/12');
    expect(clientResultPath(12, undefined)).toBe('/my-clients/12');
    expect(clientResultPath(12, false)).toBe('/access-denied?reason=Un-Licensed%20Contractor&source=%2Fmy-clients%2F12');
  });

  it('forms → the page of their category, filtered by the title, the form highlighted; support → help/generate-ticket/{id}', () => {
    expect(formResultPath({ id: 3, title: 'E&O Declaration', category: 'COMPLIANCE_FORMS' })).toBe(
      '/forms/compliance-forms?search=E%26O+Declaration&highlight=3',
    );
    // Each form has one category (issue #28 item 6): a policy form leads to forms/policy-forms, never to back office.
    expect(formResultPath({ id: 35, title: 'Term Life Application', category: 'POLICY_FORMS' })).toBe(
      '/forms/policy-forms?search=Term+Life+Application&highlight=35',
    );
    expect(formResultPath({ id: 14, title: 'W-9', category: 'BACK_OFFICE' }, false)).toBe('/forms/back-office?search=W-9&highlight=14');
    expect(formResultPath({ id: 30, title: 'Goals', category: 'BUSSINESS_OVERVIEW' }, true)).toBe('/business-overview?search=Goals&highlight=30');
    expect(ticketResultPath(9)).toBe('/help/generate-ticket/9');
  });

  it('business overview for an unlicensed agent → access-denied, as the route guard does (§6)', () => {
    expect(formResultPath({ id: 30, title: 'Goals', category: 'BUSSINESS_OVERVIEW' }, false)).toBe(
      '/access-denied?reason=Un-Licensed%20Contractor&source=%2Fbusiness-overview',
    );
  });
});
