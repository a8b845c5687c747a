import type { Kysely } from "kysely";

/** Admin (issue 8): owned by the admin feature; filled in with the booking thread and audit tables. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
