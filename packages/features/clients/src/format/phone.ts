/**
 * A phone number of the wire (E.164, e.g. `+15125550111`; CONTRACTS "Clients") for reading:
 * a North American number (`+1` and ten digits) as `(512) 555-0111`; any other value unchanged.
 * The `tel:` link keeps the E.164 value.
 */
export function formatPhone(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}
