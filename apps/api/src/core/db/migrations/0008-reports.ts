import type { Kysely } from "kysely";

/** Reports (issue 7): owned by the reports feature; filled in with the report tables. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
