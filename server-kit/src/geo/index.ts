export * from './country-names.ts';
export * from './distance.ts';
export * from './reverse-geocoder.ts';
export * from './coarse-location.ts';
export * from './ip-country.ts';
