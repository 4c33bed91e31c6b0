import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import { phoneMetadata } from './phoneMetadata.js';

/** The country whose numbers are shown in their national form: the portal's agents and clients are in the US. */
export const PHONE_HOME_COUNTRY = 'US';

/** Options of {@link formatPhone}. */
export interface FormatPhoneOptions {
  /**
   * ISO 3166-1 country whose numbers show in the national form ("(702) 555-0145"); others show
   * in the international form ("+49 30 1234567"). Default {@link PHONE_HOME_COUNTRY}.
   */
  homeCountry?: string;
}

/**
 * A phone number for reading, the one format of the portal (issue #28 item 3; the wire holds
 * E.164, docs/CONTRACTS.md): a number of the home country (default US) in its national form,
 * any other in the international form, with libphonenumber-js. Independent of the language:
 * a number is written the way its country writes it. Keep the E.164 value for `tel:` links.
 *
 * @param value an E.164 number (`+17025550145`), or a US number written any usual way.
 * @returns e.g. `formatPhone('+17025550145')` → `"(702) 555-0145"`,
 *   `formatPhone('+493012345678')` → `"+49 30 12345678"`; the input unchanged when it is not a phone number.
 */
export function formatPhone(value: string, options: FormatPhoneOptions = {}): string {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const home = (options.homeCountry ?? PHONE_HOME_COUNTRY) as CountryCode;
  try {
    const parsed = parsePhoneNumberFromString(value, home, phoneMetadata);
    if (!parsed || !parsed.isPossible()) return value;
    // A fictional 555 number has no country of its own: its calling code tells whether it is at home.
    const atHome = parsed.country === home || (parsed.country === undefined && parsed.countryCallingCode === getCountryCallingCode(home, phoneMetadata));
    return atHome ? parsed.formatNational() : parsed.formatInternational();
  } catch {
    return value;
  }
}
