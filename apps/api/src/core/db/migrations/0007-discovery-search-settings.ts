import { type Kysely, sql } from "kysely";

/**
 * The database's own defaults for new sessions, for search: no JIT (compiling a search's
 * expressions costs more than it saves on queries that read thousands of index entries, not
 * millions of rows), and a work_mem that keeps the bitmaps of broad filters exact. Set per
 * database so that a search needs no SET round trips; a role without the right to ALTER DATABASE
 * keeps the server's defaults (searches stay correct, only slower).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DO $$
    BEGIN
      EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
      EXECUTE format('ALTER DATABASE %I SET work_mem = %L', current_database(), '32MB');
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'not allowed to set database defaults; searches run with the server''s jit and work_mem';
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DO $$
    BEGIN
      EXECUTE format('ALTER DATABASE %I RESET jit', current_database());
      EXECUTE format('ALTER DATABASE %I RESET work_mem', current_database());
    EXCEPTION WHEN insufficient_privilege THEN
      NULL;
    END $$;
  `.execute(db);
}
