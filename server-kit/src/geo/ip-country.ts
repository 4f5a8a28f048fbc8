import { readFileSync } from 'node:fs';
import { isIPv4 } from 'node:net';

/**
 * The country (ISO 3166-1 alpha-2) of a client address, or null when unknown: the security log
 * judges sign-ins from a new country with it. `unknownCountry` knows none.
 */
export type CountryLookup = (ip: string) => string | null;
export const unknownCountry: CountryLookup = () => null;

const ipv4Number = (ip: string): number => ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);

/** `::ffff:1.2.3.4`, as Node names an IPv4 client on a dual-stack socket, is 1.2.3.4. */
const asIpv4 = (ip: string): string | null => {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return isIPv4(plain) ? plain : null;
};

interface Range {
  start: number;
  end: number;
  country: string;
}

const rangeOf = (line: string): Range | null => {
  const [start, end, country] = line.split(',').map((field) => field.trim().replace(/^"|"$/g, ''));
  if (!start || !end || !country || !isIPv4(start) || !isIPv4(end) || !/^[A-Z]{2}$/i.test(country)) return null;
  return { start: ipv4Number(start), end: ipv4Number(end), country: country.toUpperCase() };
};

/**
 * A lookup over IPv4 ranges in CSV, `first address,last address,country` a line (the layout of
 * the free DB-IP and IP2Location "lite" country files); other lines (IPv6, headers) are skipped.
 */
export const countryLookupFromCsv = (csv: string): CountryLookup => {
  const ranges = csv
    .split('\n')
    .map(rangeOf)
    .filter((range): range is Range => range !== null)
    .sort((a, b) => a.start - b.start);
  return (ip) => {
    const v4 = asIpv4(ip);
    if (v4 === null) return null;
    const address = ipv4Number(v4);
    let [low, high] = [0, ranges.length - 1];
    while (low <= high) {
      const middle = (low + high) >> 1;
      const range = ranges[middle]!;
      if (address < range.start) high = middle - 1;
      else if (address > range.end) low = middle + 1;
      else return range.country;
    }
    return null;
  };
};

/** IP_COUNTRY_CSV's file when set; no country known otherwise. */
export const createCountryLookup = (csvPath: string | undefined): CountryLookup =>
  csvPath ? countryLookupFromCsv(readFileSync(csvPath, 'utf8')) : unknownCountry;
