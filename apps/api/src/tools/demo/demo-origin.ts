import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import type { AppContext } from "../../core/context.ts";

/** The PUBLIC_URL the data of this DATA_DIR was made under, kept beside the database it describes. */
export function demoOriginFile(dataDir: string): string {
  return path.resolve(dataDir, "demo-origin");
}

/** Text and JSON columns of the application's tables (pg-boss's own schema holds no links a page shows). */
async function textColumns(ctx: AppContext): Promise<Map<string, { name: string; json: boolean }[]>> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    SELECT c.table_name, c.column_name, c.data_type
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
      AND c.data_type IN ('text', 'character varying', 'jsonb')
    ORDER BY c.table_name, c.ordinal_position`.execute(ctx.db);
  const tables = new Map<string, { name: string; json: boolean }[]>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? [];
    columns.push({ name: row.column_name, json: row.data_type === "jsonb" });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/**
 * A development server's demo data holds absolute links to the server that made it: the sandbox
 * sources' avatar URLs of the demo user's profiles, the links of the e-mails in the outbox. When the
 * same data directory is served under another PUBLIC_URL (a copy of it, as the browser scenarios'
 * servers start from, or a changed PORT), every such link is moved to this server's origin, so the
 * avatars still load and the links still lead here. The origin is recorded in DATA_DIR: a directory
 * without the record was made under this server's own.
 */
export async function rebaseDemoOrigin(ctx: AppContext): Promise<number> {
  const file = demoOriginFile(ctx.config.DATA_DIR);
  const current = ctx.config.PUBLIC_URL.replace(/\/+$/, "");
  const recorded = existsSync(file) ? (await readFile(file, "utf8")).trim() : current;
  let moved = 0;
  if (recorded !== current && recorded.length > 0) {
    // The origin as a whole: http://localhost:4100 must not touch http://localhost:41000.
    const origin = `${recorded.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![0-9A-Za-z.-])`;
    const replacement = current.replaceAll("\\", "\\\\");
    await ctx.db.transaction().execute(async (trx) => {
      for (const [table, columns] of await textColumns(ctx)) {
        const sets = columns.map(({ name, json }) =>
          json
            ? sql`${sql.id(name)} = regexp_replace(${sql.id(name)}::text, ${origin}, ${replacement}, 'g')::jsonb`
            : sql`${sql.id(name)} = regexp_replace(${sql.id(name)}, ${origin}, ${replacement}, 'g')`,
        );
        const matches = columns.map(({ name }) => sql`${sql.id(name)}::text ~ ${origin}`);
        const result = await sql`UPDATE ${sql.id(table)} SET ${sql.join(sets)} WHERE ${sql.join(matches, sql` OR `)}`.execute(trx);
        moved += Number(result.numAffectedRows ?? 0n);
      }
    });
    ctx.logger.info(`demo data moved from ${recorded} to ${current}: ${moved} rows`);
  }
  if (recorded !== current || !existsSync(file)) {
    await mkdir(path.dirname(file), { recursive: true });
    // Written whole and renamed: a server stopped mid-write never leaves a half origin.
    await writeFile(`${file}.part`, `${current}\n`);
    await rename(`${file}.part`, file);
  }
  return moved;
}
