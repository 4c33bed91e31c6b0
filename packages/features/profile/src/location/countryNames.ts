/**
 * Country names in the page's language (issue #29): the gateway's location endpoints and the
 * agent's address name countries in English (`country_name`, spec §7); the portal shows them with
 * the browser's own `Intl.DisplayNames` from the ISO 3166-1 alpha-2 code — given (`Country.iso2`)
 * or found from the English name — and keeps the English name on the wire.
 */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** English names the gateway may use that are not `Intl`'s own English names. */
const ALIASES: Readonly<Record<string, string>> = {
  'usa': 'US',
  'united states of america': 'US',
  'uk': 'GB',
  'great britain': 'GB',
};

let byEnglishName: Map<string, string> | undefined;

/** Every region code `Intl` names, by its English name in lower case (built once, ~250 entries). */
function englishNames(): Map<string, string> {
  if (byEnglishName) return byEnglishName;
  byEnglishName = new Map(Object.entries(ALIASES));
  const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      let name: string | undefined;
      try {
        // A deprecated code (DD, East Germany) is named as its successor: keep only canonical ones.
        name = Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}` ? names.of(code) : undefined;
      } catch {
        name = undefined;
      }
      if (name && !byEnglishName.has(name.toLowerCase())) byEnglishName.set(name.toLowerCase(), code);
    }
  }
  return byEnglishName;
}

/**
 * The ISO 3166-1 alpha-2 code of a country named in English, e.g. `"United States"` → `US`,
 * `"Germany"` → `DE`; `undefined` when `Intl` knows no such name.
 */
export function countryCodeOf(englishName: string): string | undefined {
  return englishNames().get(englishName.trim().toLowerCase());
}

/**
 * A country's name in `language` (BCP 47, e.g. `de`): from `iso2` when given, else from the
 * English `englishName`; the English name as sent when neither gives a code `Intl` knows.
 * @example countryName('United States', 'de') // "Vereinigte Staaten"
 */
export function countryName(englishName: string, language: string, iso2?: string): string {
  const code = iso2?.trim().toUpperCase() || countryCodeOf(englishName);
  if (!code) return englishName;
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' }).of(code) ?? englishName;
  } catch {
    return englishName;
  }
}
