/** Given names used by the seed: varied origins, as in a real US agent network. */
export const FIRST_NAMES: readonly string[] = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Sophia', 'Mateo', 'Isabella', 'Ethan', 'Mia', 'Lucas',
  'Amara', 'Jamal', 'Priya', 'Arjun', 'Mei', 'Wei', 'Hiroshi', 'Yuki', 'Sofía', 'Diego',
  'Camila', 'Javier', 'Fatima', 'Omar', 'Aisha', 'Kwame', 'Zanele', 'Chloé', 'Léa', 'Mathis',
  'Giulia', 'Marco', 'Anya', 'Dmitri', 'Ingrid', 'Lars', 'Siobhan', 'Declan', 'Nadia', 'Tariq',
  'Grace', 'Samuel', 'Hannah', 'Daniel', 'Zoe', 'Gabriel', 'Leila', 'Rafael', 'Naomi', 'Elijah',
  'Keiko', 'Minh', 'Linh', 'Jin', 'Seo-yeon', 'Aaliyah', 'Malik', 'Rosa', 'Tomás', 'Beatriz',
  'Chidi', 'Ngozi', 'Kai', 'Leilani', 'Ravi', 'Ananya', 'Mariam', 'Yusuf', 'Elena', 'Nikolai',
];

/** Family names used by the seed. */
export const LAST_NAMES: readonly string[] = [
  'Johnson', 'Williams', 'Garcia', 'Rodriguez', 'Nguyen', 'Patel', 'Kim', 'Chen', 'Okafor', 'Mensah',
  'Hernández', 'López', 'Singh', 'Sharma', 'Tanaka', 'Sato', 'Müller', 'Schmidt', "O'Connor", 'Murphy',
  'Rossi', 'Bianchi', 'Dubois', 'Lefèvre', 'Ivanova', 'Petrov', 'Haddad', 'Khan', 'Ali', 'Cohen',
  'Brown', 'Davis', 'Miller', 'Wilson', 'Moore', 'Taylor', 'Anderson', 'Thomas', 'Jackson', 'White',
  'Harris', 'Martin', 'Thompson', 'Robinson', 'Clark', 'Lewis', 'Walker', 'Young', 'Allen', 'King',
  'Wright', 'Scott', 'Torres', 'Ramirez', 'Flores', 'Rivera', 'Gomez', 'Diaz', 'Reyes', 'Cruz',
  'Park', 'Choi', 'Tran', 'Pham', 'Abebe', 'Diallo', 'Nakamura', 'Kowalski', 'Novak', 'Jensen',
];

/** US area codes for the seed's phone numbers (numbers use the fictional 555-01xx range). */
export const AREA_CODES: readonly string[] = [
  '212', '305', '312', '404', '415', '512', '602', '617', '702', '713', '720', '786', '813', '917', '972',
];

/**
 * Turns a name into an email-safe ASCII slug: lower case, accents removed,
 * anything but letters and digits dropped ("O'Connor" → "oconnor", "Sofía" → "sofia").
 */
export function emailSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
