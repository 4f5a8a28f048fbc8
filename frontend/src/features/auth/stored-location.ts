/** Where the locate button put the member; signup sends it along (spec: read from browser storage). */
export interface StoredLocation {
  latitude: number;
  longitude: number;
  currentCity?: string;
  currentCountry?: string;
}

const storageKey = 'sankofa-location';

export function storeLocation(location: StoredLocation): void {
  localStorage.setItem(storageKey, JSON.stringify(location));
}

export function readStoredLocation(): Partial<StoredLocation> {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Partial<StoredLocation>;
    return typeof stored.latitude === 'number' && typeof stored.longitude === 'number' ? stored : {};
  } catch {
    return {};
  }
}
