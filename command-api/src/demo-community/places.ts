export interface Place {
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  /** African cities are home for some and a new home for others; hubs are where the diaspora lives. */
  region: 'africa' | 'diaspora-hub';
  callingCode: string;
  /** What people living there come to speak. */
  languages: readonly string[];
  /** Who lives there, by heritage (relative weights). */
  heritages: Readonly<Record<string, number>>;
}

const place = (
  city: string,
  country: string,
  [latitude, longitude]: [number, number],
  region: Place['region'],
  callingCode: string,
  languages: string[],
  heritages: Record<string, number>,
): Place => ({ city, country, latitude, longitude, region, callingCode, languages, heritages });

const FRANCOPHONE_MIGRANTS = { Senegalese: 3, Malian: 3, Ivorian: 3, Cameroonian: 2, Congolese: 2, Nigerian: 1 };

/** The spec's African cities and diaspora hubs. */
export const PLACES: readonly Place[] = [
  place('Lagos', 'Nigeria', [6.5244, 3.3792], 'africa', '234', ['English'], { Nigerian: 9, Ghanaian: 1 }),
  place('Abuja', 'Nigeria', [9.0765, 7.3986], 'africa', '234', ['English'], { Nigerian: 9, Cameroonian: 1 }),
  place('Accra', 'Ghana', [5.6037, -0.187], 'africa', '233', ['English'], { Ghanaian: 8, Nigerian: 1, Ivorian: 1 }),
  place('Dakar', 'Senegal', [14.7167, -17.4677], 'africa', '221', ['French'], { Senegalese: 8, Malian: 2 }),
  place('Nairobi', 'Kenya', [-1.2921, 36.8219], 'africa', '254', ['English', 'Swahili'], { Kenyan: 7, Ugandan: 1, Tanzanian: 1, Ethiopian: 1 }),
  place('Addis Ababa', 'Ethiopia', [9.03, 38.74], 'africa', '251', ['Amharic'], { Ethiopian: 9, Kenyan: 1 }),
  place('Kigali', 'Rwanda', [-1.9441, 30.0619], 'africa', '250', ['English'], { Rwandan: 7, Ugandan: 1, Congolese: 1, Kenyan: 1 }),
  place('Johannesburg', 'South Africa', [-26.2041, 28.0473], 'africa', '27', ['English'], { 'South African': 7, Congolese: 1, Nigerian: 1, Malian: 1 }),
  place('Cape Town', 'South Africa', [-33.9249, 18.4241], 'africa', '27', ['English'], { 'South African': 8, Congolese: 1, Rwandan: 1 }),
  place('Cairo', 'Egypt', [30.0444, 31.2357], 'africa', '20', ['Arabic'], { Ethiopian: 3, Nigerian: 2, Kenyan: 2, Tanzanian: 2, Ugandan: 1 }),
  place('Casablanca', 'Morocco', [33.5731, -7.5898], 'africa', '212', ['Arabic', 'French'], FRANCOPHONE_MIGRANTS),
  place('Tunis', 'Tunisia', [36.8065, 10.1815], 'africa', '216', ['Arabic', 'French'], FRANCOPHONE_MIGRANTS),
  place('London', 'United Kingdom', [51.5074, -0.1278], 'diaspora-hub', '44', ['English'], { Nigerian: 5, Ghanaian: 3, Kenyan: 1, Ugandan: 1, 'South African': 1, Ethiopian: 1 }),
  place('New York', 'United States', [40.7128, -74.006], 'diaspora-hub', '1', ['English'], { Nigerian: 3, Ghanaian: 2, Senegalese: 2, Malian: 1, Ivorian: 1 }),
  place('Washington DC', 'United States', [38.9072, -77.0369], 'diaspora-hub', '1', ['English'], { Ethiopian: 5, Nigerian: 2, Cameroonian: 1, Ghanaian: 1 }),
  place('Atlanta', 'United States', [33.749, -84.388], 'diaspora-hub', '1', ['English'], { Nigerian: 3, Ethiopian: 2, Ghanaian: 1, Kenyan: 1 }),
  place('Los Angeles', 'United States', [34.0522, -118.2437], 'diaspora-hub', '1', ['English'], { Ethiopian: 3, Nigerian: 2, 'South African': 1 }),
  place('Toronto', 'Canada', [43.6532, -79.3832], 'diaspora-hub', '1', ['English', 'French'], { Ethiopian: 2, Nigerian: 2, Ghanaian: 2, Congolese: 1, Rwandan: 1 }),
  place('Paris', 'France', [48.8566, 2.3522], 'diaspora-hub', '33', ['French'], { Senegalese: 3, Malian: 3, Ivorian: 3, Cameroonian: 2, Congolese: 2 }),
  place('Berlin', 'Germany', [52.52, 13.405], 'diaspora-hub', '49', ['German'], { Ghanaian: 2, Nigerian: 2, Cameroonian: 2, Kenyan: 1 }),
  place('Amsterdam', 'Netherlands', [52.3676, 4.9041], 'diaspora-hub', '31', ['Dutch'], { Ghanaian: 3, Nigerian: 2, Ethiopian: 1 }),
  place('Stockholm', 'Sweden', [59.3293, 18.0686], 'diaspora-hub', '46', ['Swedish'], { Ethiopian: 3, Ugandan: 1, Congolese: 1, Kenyan: 1 }),
  place('Melbourne', 'Australia', [-37.8136, 144.9631], 'diaspora-hub', '61', ['English'], { 'South African': 3, Kenyan: 1, Ethiopian: 1, Nigerian: 1 }),
  place('Sydney', 'Australia', [-33.8688, 151.2093], 'diaspora-hub', '61', ['English'], { 'South African': 3, Nigerian: 1, Ghanaian: 1, Tanzanian: 1 }),
];
