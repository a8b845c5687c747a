import { resolveCategory } from "../../discovery/public.ts";

/**
 * Modash's creator interests → our categories (HypeAuditor's 1000–1052 taxonomy). The names are
 * Modash's interest dictionary as we know it (`GET /{platform}/interests`) [U: not checked against
 * the live dictionary]; a name that is not in the table but is one of our category titles is taken
 * as that category, anything else is left out.
 */
export const MODASH_INTEREST_CATEGORIES: Record<string, number> = {
  "Beauty & Cosmetics": 1020,
  "Clothes, Shoes, Handbags & Accessories": 1021,
  "Jewellery & Watches": 1000,
  "Restaurants, Food & Grocery": 1035,
  "Coffee, Tea & Beverages": 1035,
  "Travel, Tourism & Aviation": 1009,
  "Fitness & Yoga": 1023,
  Activewear: 1023,
  Sports: 1013,
  Gaming: 1049,
  "Electronics & Computers": 1034,
  "Healthy Lifestyle": 1041,
  Wedding: 1041,
  Music: 1027,
  "Television & Film": 1032,
  "Camera & Photography": 1038,
  "Art & Design": 1002,
  "Business & Careers": 1005,
  "Healthcare & Medicine": 1022,
  "Shopping & Retail": 1028,
  "Luxury Goods": 1043,
  "Home Decor, Furniture & Garden": 1037,
  "Friends, Family & Relationships": 1042,
  "Toys, Children & Baby": 1046,
  Pets: 1026,
  "Cars & Motorbikes": 1018,
  "Beer, Wine & Spirits": 1001,
  "Tobacco & Smoking": 1047,
};

const BY_NAME = new Map(Object.entries(MODASH_INTEREST_CATEGORIES).map(([name, id]) => [name.toLowerCase(), id]));

/** Our category ids for Modash interest names, in their order, without repeats, at most five. */
export function categoriesOfInterests(names: string[]): number[] {
  const found: number[] = [];
  for (const name of names) {
    const id = BY_NAME.get(name.trim().toLowerCase()) ?? resolveCategory(name);
    if (id !== null && !found.includes(id)) found.push(id);
  }
  return found.slice(0, 5);
}

/** The sandbox's side: the Modash name of one of our categories (its own title where Modash has none). */
export function modashInterestName(categoryId: number, title: string): string {
  return Object.entries(MODASH_INTEREST_CATEGORIES).find(([, id]) => id === categoryId)?.[0] ?? title;
}
