import { describe, expect, it } from 'vitest';
import { PASSPORT_REGIONS, passportCountryNames } from '@sankofa/contracts';
import { generateDemoMembers } from './generate-members.ts';

// The default DEMO_COMMUNITY_SIZE.
const COMMUNITY = generateDemoMembers(300);

describe('the demo community and love passports', () => {
  it.each(PASSPORT_REGIONS.map((region) => [region.name]))('has members from or living in %s for a passport to show', (region) => {
    const countries = new Set(passportCountryNames(region, null));
    const inRegion = COMMUNITY.filter((member) => countries.has(member.homeCountry ?? '') || countries.has(member.currentCountry));
    expect(inRegion.length).toBeGreaterThanOrEqual(20);
  });
});
