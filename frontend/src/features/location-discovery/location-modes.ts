import type { LocationMode } from './api/search-people-by-place.ts';

/** The spec's city lists (section 9). */
export const diasporaHubs = ['London', 'New York', 'Toronto', 'Atlanta', 'Washington DC', 'Los Angeles', 'Paris', 'Berlin', 'Amsterdam', 'Stockholm', 'Melbourne', 'Sydney'];
export const africanCities = ['Lagos', 'Accra', 'Nairobi', 'Cape Town', 'Addis Ababa', 'Cairo', 'Casablanca', 'Dakar', 'Kigali', 'Abuja', 'Johannesburg', 'Tunis'];

export interface LocationModeOption {
  mode: LocationMode;
  tab: string;
  cities: string[];
  heading(city: string): string;
}

export const locationModes: LocationModeOption[] = [
  { mode: 'currentCity', tab: 'Current City', cities: [...diasporaHubs, ...africanCities], heading: (city) => `People in ${city}` },
  { mode: 'diasporaHub', tab: 'Diaspora Hub', cities: diasporaHubs, heading: (city) => `${city} Diaspora Community` },
  { mode: 'homeCountry', tab: 'Home Country', cities: africanCities, heading: (city) => `People from ${city}` },
];
