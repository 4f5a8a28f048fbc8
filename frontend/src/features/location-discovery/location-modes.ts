import type { LocationMode } from './api/search-people-by-place.ts';

/** The spec's city lists (section 9). */
export const diasporaHubs = ['London', 'New York', 'Toronto', 'Atlanta', 'Washington DC', 'Los Angeles', 'Paris', 'Berlin', 'Amsterdam', 'Stockholm', 'Melbourne', 'Sydney'];
export const africanCities = ['Lagos', 'Accra', 'Nairobi', 'Cape Town', 'Addis Ababa', 'Cairo', 'Casablanca', 'Dakar', 'Kigali', 'Abuja', 'Johannesburg', 'Tunis'];

export interface LocationModeOption {
  mode: LocationMode;
  cities: string[];
}

export const locationModes: LocationModeOption[] = [
  { mode: 'currentCity', cities: [...diasporaHubs, ...africanCities] },
  { mode: 'diasporaHub', cities: diasporaHubs },
  { mode: 'homeCountry', cities: africanCities },
];
