import { CompiledQuery, type Transaction } from "kysely";
import type { DB } from "../db/schema.ts";
import type { SqlExecutor } from "./job-queue.ts";

/** Runs pg-boss's SQL on a Kysely transaction, so a job is sent atomically with the rows it is about. */
export function executorFor(trx: Transaction<DB>): SqlExecutor {
  return {
    executeSql: async (text, values) => {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}
