import type { ColumnType, Generated } from "kysely";

/** Where an index row came from: the generator, a file import, or one of the data sources. */
export type IndexSource = "seed" | "import" | "youtube" | "instagram" | "x" | "hypeauditor" | "modash";

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SourceUsageTable {
  source: string;
  day: string;
  units: Generated<number>;
  requests: Generated<number>;
}

export interface SourceStateTable {
  source: string;
  last_success_at: Timestamp | null;
  last_error_at: Timestamp | null;
  last_error: string | null;
  last_error_kind: string | null;
  paused_until: Timestamp | null;
}

export interface SourceImportsTable {
  id: Generated<number>;
  source: "hypeauditor" | "modash";
  platform: "instagram" | "tiktok" | "youtube" | "twitter";
  filters: ColumnType<Record<string, unknown>, string, string>;
  pages_requested: number;
  pages_done: Generated<number>;
  total_pages: number | null;
  accounts_imported: Generated<number>;
  status: Generated<"queued" | "running" | "completed" | "failed">;
  error: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface SandboxSourceUsageTable {
  source: string;
  credential: string;
  day: string;
  units: Generated<number>;
}

export interface SourcesTables {
  source_usage: SourceUsageTable;
  source_state: SourceStateTable;
  source_imports: SourceImportsTable;
  sandbox_source_usage: SandboxSourceUsageTable;
}
