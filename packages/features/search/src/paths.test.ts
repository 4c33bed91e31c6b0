import { describe, expect, it } from 'vitest';
import { clientResultPath, formResultPath, ticketResultPath } from './paths';

describe('result link targets (§2 Search modal)', () => {
  it('clients → my-clients/{id}; unlicensed → access-denied with the guard\'s reason and source', () => {
    expect(clientResultPath(12, true)).toBe('/my-clients/12');
    expect(clientResultPath(12, undefined)).toBe('/my-clients/12');
    expect(clientResultPath(12, false)).toBe('/access-denied?reason=Un-Licensed%20Contractor&source=%2Fmy-clients%2F12');
  });

  it('forms by category; support → help/generate-ticket/{id}', () => {
    expect(formResultPath('COMPLIANCE_FORMS')).toBe('/forms/compliance-forms');
    expect(formResultPath('BACK_OFFICE')).toBe('/forms/back-office');
    expect(formResultPath('BUSSINESS_OVERVIEW')).toBe('/business-overview');
    expect(ticketResultPath(9)).toBe('/help/generate-ticket/9');
  });
});
