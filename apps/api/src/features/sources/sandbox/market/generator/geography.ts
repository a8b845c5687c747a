import { WeightedTable } from "./prng.ts";

/**
 * Where generated influencers and their audiences live: Gulf-heavy, then the wider Arab world,
 * then the countries Gulf audiences and expatriates come from. Cities are GeoNames ids (checked
 * against the gazetteer by a test); weights are rough population shares.
 */

interface CountryProfile {
  code: string;
  /** Share of generated accounts based in this country. */
  weight: number;
  arabic: boolean;
  /** Account languages and their odds. */
  languages: [string, number][];
  cities: [number, number][];
}

export const COUNTRY_PROFILES: CountryProfile[] = [
  {
    code: "SA",
    weight: 30,
    arabic: true,
    languages: [
      ["ar", 82],
      ["en", 18],
    ],
    cities: [
      [108410, 42],
      [105343, 28],
      [104515, 8],
      [109223, 7],
      [110336, 6],
      [109323, 4],
      [107968, 2],
      [101628, 1],
      [107304, 1],
      [110690, 1],
    ],
  },
  {
    code: "AE",
    weight: 17,
    arabic: true,
    languages: [
      ["ar", 55],
      ["en", 45],
    ],
    cities: [
      [292223, 55],
      [292968, 22],
      [292672, 14],
      [292932, 4],
      [292913, 3],
      [291074, 2],
    ],
  },
  {
    code: "KW",
    weight: 8,
    arabic: true,
    languages: [
      ["ar", 78],
      ["en", 22],
    ],
    cities: [
      [285787, 45],
      [285629, 20],
      [285704, 18],
      [285815, 10],
      [285839, 7],
    ],
  },
  {
    code: "QA",
    weight: 5,
    arabic: true,
    languages: [
      ["ar", 65],
      ["en", 35],
    ],
    cities: [
      [290030, 75],
      [289888, 18],
      [289915, 7],
    ],
  },
  {
    code: "BH",
    weight: 3,
    arabic: true,
    languages: [
      ["ar", 70],
      ["en", 30],
    ],
    cities: [
      [290340, 60],
      [290332, 25],
      [385038, 15],
    ],
  },
  {
    code: "OM",
    weight: 5,
    arabic: true,
    languages: [
      ["ar", 80],
      ["en", 20],
    ],
    cities: [
      [287286, 55],
      [288967, 20],
      [286621, 12],
      [286282, 9],
      [286245, 4],
    ],
  },
  {
    code: "EG",
    weight: 9,
    arabic: true,
    languages: [
      ["ar", 88],
      ["en", 12],
    ],
    cities: [
      [360630, 55],
      [361058, 25],
      [360995, 15],
      [360502, 3],
      [349340, 2],
    ],
  },
  {
    code: "JO",
    weight: 4,
    arabic: true,
    languages: [
      ["ar", 80],
      ["en", 20],
    ],
    cities: [
      [250441, 70],
      [250090, 15],
      [248946, 10],
      [250774, 5],
    ],
  },
  {
    code: "LB",
    weight: 2,
    arabic: true,
    languages: [
      ["ar", 55],
      ["en", 30],
      ["fr", 15],
    ],
    cities: [
      [276781, 75],
      [266826, 15],
      [268064, 10],
    ],
  },
  {
    code: "IQ",
    weight: 3,
    arabic: true,
    languages: [
      ["ar", 90],
      ["en", 10],
    ],
    cities: [
      [98182, 55],
      [99532, 20],
      [95446, 15],
      [99072, 6],
      [98860, 4],
    ],
  },
  {
    code: "MA",
    weight: 3,
    arabic: true,
    languages: [
      ["ar", 65],
      ["fr", 35],
    ],
    cities: [
      [2553604, 50],
      [2538475, 25],
      [2542997, 15],
      [2548885, 10],
    ],
  },
  {
    code: "DZ",
    weight: 1,
    arabic: true,
    languages: [
      ["ar", 60],
      ["fr", 40],
    ],
    cities: [
      [2507480, 70],
      [2485926, 30],
    ],
  },
  {
    code: "TN",
    weight: 1,
    arabic: true,
    languages: [
      ["ar", 60],
      ["fr", 40],
    ],
    cities: [
      [2464470, 75],
      [2467454, 25],
    ],
  },
  {
    code: "SY",
    weight: 1,
    arabic: true,
    languages: [
      ["ar", 95],
      ["en", 5],
    ],
    cities: [
      [170654, 60],
      [170063, 40],
    ],
  },
  { code: "YE", weight: 0.5, arabic: true, languages: [["ar", 100]], cities: [[71137, 100]] },
  {
    code: "LY",
    weight: 0.5,
    arabic: true,
    languages: [["ar", 100]],
    cities: [
      [2210247, 70],
      [88319, 30],
    ],
  },
  { code: "SD", weight: 0.5, arabic: true, languages: [["ar", 100]], cities: [[379252, 100]] },
  { code: "PS", weight: 0.5, arabic: true, languages: [["ar", 100]], cities: [[281133, 100]] },
  {
    code: "US",
    weight: 2,
    arabic: false,
    languages: [
      ["en", 92],
      ["ar", 8],
    ],
    cities: [
      [5128581, 40],
      [5368361, 30],
      [4699066, 15],
      [4887398, 15],
    ],
  },
  {
    code: "GB",
    weight: 2,
    arabic: false,
    languages: [
      ["en", 90],
      ["ar", 10],
    ],
    cities: [
      [2643743, 70],
      [2643123, 18],
      [2655603, 12],
    ],
  },
  {
    code: "FR",
    weight: 0.5,
    arabic: false,
    languages: [
      ["fr", 85],
      ["ar", 15],
    ],
    cities: [[2988507, 100]],
  },
  {
    code: "DE",
    weight: 0.5,
    arabic: false,
    languages: [
      ["de", 85],
      ["en", 15],
    ],
    cities: [
      [2950159, 60],
      [2867714, 40],
    ],
  },
  {
    code: "TR",
    weight: 1,
    arabic: false,
    languages: [
      ["tr", 85],
      ["en", 10],
      ["ar", 5],
    ],
    cities: [
      [745044, 75],
      [323786, 25],
    ],
  },
  {
    code: "IN",
    weight: 1.5,
    arabic: false,
    languages: [
      ["en", 60],
      ["hi", 40],
    ],
    cities: [
      [1275339, 40],
      [1273294, 35],
      [1277333, 25],
    ],
  },
  {
    code: "PK",
    weight: 1,
    arabic: false,
    languages: [
      ["ur", 55],
      ["en", 45],
    ],
    cities: [
      [1174872, 55],
      [1172451, 45],
    ],
  },
  {
    code: "PH",
    weight: 0.4,
    arabic: false,
    languages: [
      ["en", 70],
      ["tl", 30],
    ],
    cities: [[1701668, 100]],
  },
  {
    code: "ID",
    weight: 0.3,
    arabic: false,
    languages: [
      ["id", 80],
      ["en", 20],
    ],
    cities: [[1642911, 100]],
  },
  {
    code: "MY",
    weight: 0.3,
    arabic: false,
    languages: [
      ["ms", 60],
      ["en", 40],
    ],
    cities: [[1735161, 100]],
  },
  {
    code: "CA",
    weight: 0.3,
    arabic: false,
    languages: [
      ["en", 80],
      ["fr", 20],
    ],
    cities: [[6167865, 100]],
  },
  {
    code: "ES",
    weight: 0.2,
    arabic: false,
    languages: [
      ["es", 90],
      ["en", 10],
    ],
    cities: [[3117735, 100]],
  },
  {
    code: "IT",
    weight: 0.2,
    arabic: false,
    languages: [
      ["it", 90],
      ["en", 10],
    ],
    cities: [
      [3169070, 60],
      [3173435, 40],
    ],
  },
  {
    code: "BD",
    weight: 0.2,
    arabic: false,
    languages: [
      ["bn", 70],
      ["en", 30],
    ],
    cities: [[1185241, 100]],
  },
];

export const GULF = ["SA", "AE", "KW", "QA", "BH", "OM"];

export const countryTable = new WeightedTable(
  COUNTRY_PROFILES,
  COUNTRY_PROFILES.map((c) => c.weight),
);

export const profileByCountry = new Map(COUNTRY_PROFILES.map((c) => [c.code, c]));

export const cityTables = new Map(
  COUNTRY_PROFILES.map((c) => [
    c.code,
    new WeightedTable(
      c.cities.map(([id]) => id),
      c.cities.map(([, w]) => w),
    ),
  ]),
);

export const languageTables = new Map(
  COUNTRY_PROFILES.map((c) => [
    c.code,
    new WeightedTable(
      c.languages.map(([l]) => l),
      c.languages.map(([, w]) => w),
    ),
  ]),
);

/**
 * Where the rest of an audience comes from, beyond the account's own country: the Gulf states
 * and Egypt for everyone, plus the expatriate countries of the Gulf and the big Western audiences.
 */
export const AUDIENCE_ABROAD = new WeightedTable(
  ["SA", "AE", "KW", "QA", "BH", "OM", "EG", "JO", "IQ", "LB", "MA", "US", "GB", "IN", "PK", "PH", "TR", "FR", "DE", "CA"],
  [22, 14, 7, 5, 3, 4, 9, 4, 4, 2, 3, 5, 4, 4, 3, 2, 2, 1, 1, 1],
);
