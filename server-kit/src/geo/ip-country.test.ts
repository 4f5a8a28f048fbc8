import { describe, expect, it } from 'vitest';
import { countryLookupFromCsv, unknownCountry } from './ip-country.ts';

const CSV = `ip_start,ip_end,country
"41.66.0.0","41.66.255.255","GH"
102.88.0.0,102.88.255.255,NG
2001:db8::,2001:db8::ffff,US
81.2.69.0,81.2.69.255,gb
`;

describe('the country of a client address', () => {
  const countryOf = countryLookupFromCsv(CSV);

  it('is the country of the IPv4 range holding it, also as an IPv4-mapped IPv6 address', () => {
    expect(countryOf('41.66.1.2')).toBe('GH');
    expect(countryOf('41.66.255.255')).toBe('GH');
    expect(countryOf('102.88.0.0')).toBe('NG');
    expect(countryOf('::ffff:81.2.69.160')).toBe('GB');
  });

  it('is unknown outside every range, for IPv6 and for anything else', () => {
    expect(countryOf('127.0.0.1')).toBeNull();
    expect(countryOf('2001:db8::1')).toBeNull();
    expect(countryOf('not an address')).toBeNull();
    expect(unknownCountry('41.66.1.2')).toBeNull();
  });
});
