import type { TCategoriesResponse } from "@radar/contract/search";
import type { Database } from "../../core/db/database.ts";

/** The reference lists of content categories and audience interests, English and Arabic. */
export async function listCategories(db: Database): Promise<TCategoriesResponse> {
  const [categories, interests] = await Promise.all([
    db.selectFrom("discovery_categories").select(["id", "title", "title_ar"]).orderBy("id").execute(),
    db.selectFrom("discovery_interests").select(["id", "name", "name_ar"]).orderBy("id").execute(),
  ]);
  return { categories, interests };
}
