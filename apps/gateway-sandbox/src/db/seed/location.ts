import type { Queryable } from '../db.js';

/** One state/region of the location seed: code, name and a few of its real cities. */
type SeedState = readonly [code: string, name: string, cities: readonly string[]];

/**
 * Real location data for the address pickers (issue #4: the US — all 50 states and DC —
 * and the countries of the portal's six languages: France, Spain, Germany, Italy, Russia).
 * Region lists: US states, French regions (metropolitan), Spanish autonomous communities,
 * German Länder, Italian regions, and a selection of Russian federal subjects.
 */
export const LOCATION_SEED: readonly { iso2: string; name: string; states: readonly SeedState[] }[] = [
  {
    iso2: 'US',
    name: 'United States',
    states: [
      ['AL', 'Alabama', ['Birmingham', 'Montgomery', 'Mobile', 'Huntsville']],
      ['AK', 'Alaska', ['Anchorage', 'Fairbanks', 'Juneau']],
      ['AZ', 'Arizona', ['Phoenix', 'Tucson', 'Mesa', 'Flagstaff']],
      ['AR', 'Arkansas', ['Little Rock', 'Fayetteville', 'Fort Smith']],
      ['CA', 'California', ['Los Angeles', 'San Diego', 'San Jose', 'San Francisco', 'Sacramento', 'Fresno']],
      ['CO', 'Colorado', ['Denver', 'Colorado Springs', 'Aurora', 'Boulder']],
      ['CT', 'Connecticut', ['Bridgeport', 'New Haven', 'Hartford', 'Stamford']],
      ['DE', 'Delaware', ['Wilmington', 'Dover', 'Newark']],
      ['DC', 'District of Columbia', ['Washington']],
      ['FL', 'Florida', ['Jacksonville', 'Miami', 'Tampa', 'Orlando', 'Tallahassee']],
      ['GA', 'Georgia', ['Atlanta', 'Augusta', 'Columbus', 'Savannah']],
      ['HI', 'Hawaii', ['Honolulu', 'Hilo', 'Kailua']],
      ['ID', 'Idaho', ['Boise', 'Meridian', 'Nampa', 'Idaho Falls']],
      ['IL', 'Illinois', ['Chicago', 'Aurora', 'Naperville', 'Springfield']],
      ['IN', 'Indiana', ['Indianapolis', 'Fort Wayne', 'Evansville', 'South Bend']],
      ['IA', 'Iowa', ['Des Moines', 'Cedar Rapids', 'Davenport', 'Iowa City']],
      ['KS', 'Kansas', ['Wichita', 'Overland Park', 'Kansas City', 'Topeka']],
      ['KY', 'Kentucky', ['Louisville', 'Lexington', 'Bowling Green', 'Frankfort']],
      ['LA', 'Louisiana', ['New Orleans', 'Baton Rouge', 'Shreveport', 'Lafayette']],
      ['ME', 'Maine', ['Portland', 'Lewiston', 'Bangor', 'Augusta']],
      ['MD', 'Maryland', ['Baltimore', 'Frederick', 'Rockville', 'Annapolis']],
      ['MA', 'Massachusetts', ['Boston', 'Worcester', 'Springfield', 'Cambridge']],
      ['MI', 'Michigan', ['Detroit', 'Grand Rapids', 'Ann Arbor', 'Lansing']],
      ['MN', 'Minnesota', ['Minneapolis', 'Saint Paul', 'Rochester', 'Duluth']],
      ['MS', 'Mississippi', ['Jackson', 'Gulfport', 'Southaven', 'Hattiesburg']],
      ['MO', 'Missouri', ['Kansas City', 'St. Louis', 'Springfield', 'Jefferson City']],
      ['MT', 'Montana', ['Billings', 'Missoula', 'Great Falls', 'Helena']],
      ['NE', 'Nebraska', ['Omaha', 'Lincoln', 'Bellevue', 'Grand Island']],
      ['NV', 'Nevada', ['Las Vegas', 'Henderson', 'Reno', 'Carson City']],
      ['NH', 'New Hampshire', ['Manchester', 'Nashua', 'Concord']],
      ['NJ', 'New Jersey', ['Newark', 'Jersey City', 'Paterson', 'Trenton']],
      ['NM', 'New Mexico', ['Albuquerque', 'Las Cruces', 'Rio Rancho', 'Santa Fe']],
      ['NY', 'New York', ['New York', 'Buffalo', 'Rochester', 'Syracuse', 'Albany']],
      ['NC', 'North Carolina', ['Charlotte', 'Raleigh', 'Greensboro', 'Durham']],
      ['ND', 'North Dakota', ['Fargo', 'Bismarck', 'Grand Forks', 'Minot']],
      ['OH', 'Ohio', ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo']],
      ['OK', 'Oklahoma', ['Oklahoma City', 'Tulsa', 'Norman', 'Broken Arrow']],
      ['OR', 'Oregon', ['Portland', 'Eugene', 'Salem', 'Bend']],
      ['PA', 'Pennsylvania', ['Philadelphia', 'Pittsburgh', 'Allentown', 'Harrisburg']],
      ['RI', 'Rhode Island', ['Providence', 'Warwick', 'Cranston', 'Newport']],
      ['SC', 'South Carolina', ['Charleston', 'Columbia', 'Greenville', 'Myrtle Beach']],
      ['SD', 'South Dakota', ['Sioux Falls', 'Rapid City', 'Aberdeen', 'Pierre']],
      ['TN', 'Tennessee', ['Nashville', 'Memphis', 'Knoxville', 'Chattanooga']],
      ['TX', 'Texas', ['Houston', 'San Antonio', 'Dallas', 'Austin', 'Fort Worth', 'El Paso']],
      ['UT', 'Utah', ['Salt Lake City', 'West Valley City', 'Provo', 'St. George']],
      ['VT', 'Vermont', ['Burlington', 'South Burlington', 'Rutland', 'Montpelier']],
      ['VA', 'Virginia', ['Virginia Beach', 'Norfolk', 'Richmond', 'Arlington']],
      ['WA', 'Washington', ['Seattle', 'Spokane', 'Tacoma', 'Olympia']],
      ['WV', 'West Virginia', ['Charleston', 'Huntington', 'Morgantown', 'Wheeling']],
      ['WI', 'Wisconsin', ['Milwaukee', 'Madison', 'Green Bay', 'Kenosha']],
      ['WY', 'Wyoming', ['Cheyenne', 'Casper', 'Laramie', 'Gillette']],
    ],
  },
  {
    iso2: 'FR',
    name: 'France',
    states: [
      ['ARA', 'Auvergne-Rhône-Alpes', ['Lyon', 'Grenoble', 'Saint-Étienne', 'Clermont-Ferrand']],
      ['BFC', 'Bourgogne-Franche-Comté', ['Dijon', 'Besançon', 'Belfort']],
      ['BRE', 'Bretagne', ['Rennes', 'Brest', 'Quimper', 'Saint-Malo']],
      ['CVL', 'Centre-Val de Loire', ['Tours', 'Orléans', 'Bourges']],
      ['COR', 'Corse', ['Ajaccio', 'Bastia']],
      ['GES', 'Grand Est', ['Strasbourg', 'Reims', 'Metz', 'Nancy']],
      ['HDF', 'Hauts-de-France', ['Lille', 'Amiens', 'Roubaix', 'Dunkerque']],
      ['IDF', 'Île-de-France', ['Paris', 'Boulogne-Billancourt', 'Versailles', 'Saint-Denis']],
      ['NOR', 'Normandie', ['Rouen', 'Caen', 'Le Havre', 'Cherbourg-en-Cotentin']],
      ['NAQ', 'Nouvelle-Aquitaine', ['Bordeaux', 'Limoges', 'Poitiers', 'La Rochelle']],
      ['OCC', 'Occitanie', ['Toulouse', 'Montpellier', 'Nîmes', 'Perpignan']],
      ['PDL', 'Pays de la Loire', ['Nantes', 'Angers', 'Le Mans']],
      ['PAC', "Provence-Alpes-Côte d'Azur", ['Marseille', 'Nice', 'Toulon', 'Aix-en-Provence']],
    ],
  },
  {
    iso2: 'ES',
    name: 'Spain',
    states: [
      ['AN', 'Andalucía', ['Sevilla', 'Málaga', 'Córdoba', 'Granada']],
      ['AR', 'Aragón', ['Zaragoza', 'Huesca', 'Teruel']],
      ['AS', 'Asturias', ['Oviedo', 'Gijón', 'Avilés']],
      ['IB', 'Illes Balears', ['Palma', 'Ibiza', 'Manacor']],
      ['CN', 'Canarias', ['Las Palmas de Gran Canaria', 'Santa Cruz de Tenerife', 'La Laguna']],
      ['CB', 'Cantabria', ['Santander', 'Torrelavega']],
      ['CL', 'Castilla y León', ['Valladolid', 'Burgos', 'Salamanca', 'León']],
      ['CM', 'Castilla-La Mancha', ['Toledo', 'Albacete', 'Guadalajara']],
      ['CT', 'Cataluña', ['Barcelona', 'Girona', 'Tarragona', 'Lleida']],
      ['VC', 'Comunitat Valenciana', ['Valencia', 'Alicante', 'Elche', 'Castellón de la Plana']],
      ['EX', 'Extremadura', ['Badajoz', 'Cáceres', 'Mérida']],
      ['GA', 'Galicia', ['Vigo', 'A Coruña', 'Santiago de Compostela']],
      ['MD', 'Comunidad de Madrid', ['Madrid', 'Alcalá de Henares', 'Móstoles', 'Getafe']],
      ['MC', 'Región de Murcia', ['Murcia', 'Cartagena', 'Lorca']],
      ['NC', 'Navarra', ['Pamplona', 'Tudela']],
      ['PV', 'País Vasco', ['Bilbao', 'Vitoria-Gasteiz', 'San Sebastián']],
      ['RI', 'La Rioja', ['Logroño', 'Calahorra']],
    ],
  },
  {
    iso2: 'DE',
    name: 'Germany',
    states: [
      ['BW', 'Baden-Württemberg', ['Stuttgart', 'Mannheim', 'Karlsruhe', 'Freiburg im Breisgau']],
      ['BY', 'Bayern', ['München', 'Nürnberg', 'Augsburg', 'Regensburg']],
      ['BE', 'Berlin', ['Berlin']],
      ['BB', 'Brandenburg', ['Potsdam', 'Cottbus', 'Brandenburg an der Havel']],
      ['HB', 'Bremen', ['Bremen', 'Bremerhaven']],
      ['HH', 'Hamburg', ['Hamburg']],
      ['HE', 'Hessen', ['Frankfurt am Main', 'Wiesbaden', 'Kassel', 'Darmstadt']],
      ['MV', 'Mecklenburg-Vorpommern', ['Rostock', 'Schwerin', 'Greifswald']],
      ['NI', 'Niedersachsen', ['Hannover', 'Braunschweig', 'Oldenburg', 'Osnabrück']],
      ['NW', 'Nordrhein-Westfalen', ['Köln', 'Düsseldorf', 'Dortmund', 'Essen', 'Münster']],
      ['RP', 'Rheinland-Pfalz', ['Mainz', 'Ludwigshafen am Rhein', 'Koblenz', 'Trier']],
      ['SL', 'Saarland', ['Saarbrücken', 'Neunkirchen']],
      ['SN', 'Sachsen', ['Leipzig', 'Dresden', 'Chemnitz']],
      ['ST', 'Sachsen-Anhalt', ['Halle (Saale)', 'Magdeburg', 'Dessau-Roßlau']],
      ['SH', 'Schleswig-Holstein', ['Kiel', 'Lübeck', 'Flensburg']],
      ['TH', 'Thüringen', ['Erfurt', 'Jena', 'Gera', 'Weimar']],
    ],
  },
  {
    iso2: 'IT',
    name: 'Italy',
    states: [
      ['65', 'Abruzzo', ["L'Aquila", 'Pescara', 'Chieti']],
      ['77', 'Basilicata', ['Potenza', 'Matera']],
      ['78', 'Calabria', ['Reggio Calabria', 'Catanzaro', 'Cosenza']],
      ['72', 'Campania', ['Napoli', 'Salerno', 'Caserta']],
      ['45', 'Emilia-Romagna', ['Bologna', 'Parma', 'Modena', 'Rimini']],
      ['36', 'Friuli-Venezia Giulia', ['Trieste', 'Udine', 'Pordenone']],
      ['62', 'Lazio', ['Roma', 'Latina', 'Viterbo']],
      ['42', 'Liguria', ['Genova', 'La Spezia', 'Sanremo']],
      ['25', 'Lombardia', ['Milano', 'Bergamo', 'Brescia', 'Como']],
      ['57', 'Marche', ['Ancona', 'Pesaro', 'Macerata']],
      ['67', 'Molise', ['Campobasso', 'Isernia']],
      ['21', 'Piemonte', ['Torino', 'Novara', 'Alessandria']],
      ['75', 'Puglia', ['Bari', 'Taranto', 'Lecce', 'Foggia']],
      ['88', 'Sardegna', ['Cagliari', 'Sassari', 'Olbia']],
      ['82', 'Sicilia', ['Palermo', 'Catania', 'Messina', 'Siracusa']],
      ['52', 'Toscana', ['Firenze', 'Pisa', 'Livorno', 'Siena']],
      ['32', 'Trentino-Alto Adige', ['Trento', 'Bolzano', 'Rovereto']],
      ['55', 'Umbria', ['Perugia', 'Terni', 'Assisi']],
      ['23', "Valle d'Aosta", ['Aosta']],
      ['34', 'Veneto', ['Venezia', 'Verona', 'Padova', 'Vicenza']],
    ],
  },
  {
    iso2: 'RU',
    name: 'Russia',
    states: [
      ['MOW', 'Moscow', ['Moscow', 'Zelenograd']],
      ['MOS', 'Moscow Oblast', ['Balashikha', 'Podolsk', 'Khimki', 'Mytishchi']],
      ['SPE', 'Saint Petersburg', ['Saint Petersburg', 'Kolpino', 'Pushkin']],
      ['LEN', 'Leningrad Oblast', ['Gatchina', 'Vyborg', 'Murino']],
      ['NVS', 'Novosibirsk Oblast', ['Novosibirsk', 'Berdsk', 'Iskitim']],
      ['SVE', 'Sverdlovsk Oblast', ['Yekaterinburg', 'Nizhny Tagil', 'Kamensk-Uralsky']],
      ['TA', 'Tatarstan', ['Kazan', 'Naberezhnye Chelny', 'Almetyevsk']],
      ['NIZ', 'Nizhny Novgorod Oblast', ['Nizhny Novgorod', 'Dzerzhinsk', 'Arzamas']],
      ['KDA', 'Krasnodar Krai', ['Krasnodar', 'Sochi', 'Novorossiysk']],
      ['SAM', 'Samara Oblast', ['Samara', 'Tolyatti', 'Syzran']],
      ['ROS', 'Rostov Oblast', ['Rostov-on-Don', 'Taganrog', 'Shakhty']],
      ['BA', 'Bashkortostan', ['Ufa', 'Sterlitamak', 'Salavat']],
      ['CHE', 'Chelyabinsk Oblast', ['Chelyabinsk', 'Magnitogorsk', 'Zlatoust']],
      ['KYA', 'Krasnoyarsk Krai', ['Krasnoyarsk', 'Norilsk', 'Achinsk']],
      ['PRI', 'Primorsky Krai', ['Vladivostok', 'Nakhodka', 'Ussuriysk']],
      ['KGD', 'Kaliningrad Oblast', ['Kaliningrad', 'Sovetsk', 'Chernyakhovsk']],
    ],
  },
];

/**
 * Inserts {@link LOCATION_SEED} with deterministic ids (countries 1.., states and cities
 * numbered in order), in the seed's transaction.
 */
export async function seedLocations(tx: Queryable): Promise<void> {
  const countries: [number, string, string][] = [];
  const states: [number, number, string, string][] = [];
  const cities: [number, number, string][] = [];
  LOCATION_SEED.forEach((country, ci) => {
    const countryId = ci + 1;
    countries.push([countryId, country.iso2, country.name]);
    for (const [code, name, cityNames] of country.states) {
      const stateId = states.length + 1;
      states.push([stateId, countryId, code, name]);
      for (const city of cityNames) cities.push([cities.length + 1, stateId, city]);
    }
  });
  await tx.query('INSERT INTO countries (id, iso2, name) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])', [
    countries.map((c) => c[0]),
    countries.map((c) => c[1]),
    countries.map((c) => c[2]),
  ]);
  await tx.query(
    'INSERT INTO states (id, country_id, code, name) SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[])',
    [states.map((s) => s[0]), states.map((s) => s[1]), states.map((s) => s[2]), states.map((s) => s[3])],
  );
  await tx.query('INSERT INTO cities (id, state_id, name) SELECT * FROM unnest($1::int[], $2::int[], $3::text[])', [
    cities.map((c) => c[0]),
    cities.map((c) => c[1]),
    cities.map((c) => c[2]),
  ]);
}
