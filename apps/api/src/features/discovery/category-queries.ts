import type { Database } from "../../core/db/database.ts";

export function allCategories(db: Database) {
  return db.selectFrom("discovery_categories").select(["id", "title", "title_ar"]).orderBy("id").execute();
}

export function allInterests(db: Database) {
  return db.selectFrom("discovery_interests").select(["id", "name", "name_ar"]).orderBy("id").execute();
}
