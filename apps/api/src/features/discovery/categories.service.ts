import type { TCategoriesResponse } from "@radar/contract/search";
import type { Database } from "../../core/db/database.ts";
import { allCategories, allInterests } from "./category-queries.ts";

/** The reference lists of content categories and audience interests, English and Arabic. */
export async function listCategories(db: Database): Promise<TCategoriesResponse> {
  const [categories, interests] = await Promise.all([allCategories(db), allInterests(db)]);
  return { categories, interests };
}
