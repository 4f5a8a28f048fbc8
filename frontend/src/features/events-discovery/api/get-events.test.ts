import { describe, expect, it } from 'vitest';
import { eventsSearchOf } from './get-events.ts';

describe('eventsSearchOf', () => {
  it('sends only the filters that narrow the list', () => {
    expect(eventsSearchOf({ category: 'all', search: '', location: '', dateRange: 'all', priceRange: 'all', culturalEvents: 'false' })).toBe('');
    expect(eventsSearchOf({ category: 'food', search: 'jollof rice', location: 'Accra', dateRange: 'week', priceRange: 'free', culturalEvents: 'true' }))
      .toBe('?category=food&search=jollof+rice&location=Accra&dateRange=week&priceRange=free&culturalEvents=true');
  });
});
