import type { Database } from "../../core/db/database.ts";

/** The English title of a content category of the index, or null when there is no such category. */
export async function findCategoryTitle(db: Database, id: number): Promise<string | null> {
  if (!Number.isInteger(id) || id < 0 || id > 32_767) return null;
  const row = await db.selectFrom("discovery_categories").select("title").where("id", "=", id).executeTakeFirst();
  return row?.title ?? null;
}
