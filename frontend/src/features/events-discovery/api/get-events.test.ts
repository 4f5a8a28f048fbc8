import { describe, expect, it } from 'vitest';
import { listEvents, urlOf } from '@sankofa/contracts';
import { narrowingFiltersOf } from './get-events.ts';

describe('narrowingFiltersOf', () => {
  it('sends only the filters that narrow the list', () => {
    expect(urlOf(listEvents, {}, narrowingFiltersOf({ category: 'all', search: '', location: '', dateRange: 'all', priceRange: 'all', culturalEvents: 'false' }))).toBe('/api/events');
    expect(urlOf(listEvents, {}, narrowingFiltersOf({ category: 'food', search: 'jollof rice', location: 'Accra', dateRange: 'week', priceRange: 'free', culturalEvents: 'true' })))
      .toBe('/api/events?category=food&search=jollof+rice&location=Accra&dateRange=week&priceRange=free&culturalEvents=true');
  });
});
