import type { ColumnType, Generated } from "kysely";
import type { WorkspaceId } from "./schema-workspaces.ts";

export type ReportStatus = "pending" | "generating" | "completed" | "failed";

/** Reports (migration 0008). influencer_id is a 63-bit index id: select it as text. */
export interface ReportsTable {
  /** The workspace the row belongs to (migration 0042); the user column says which member made it. */
  workspace_id: WorkspaceId;
  id: Generated<number>;
  user_id: number;
  social_profile_id: number | null;
  influencer_id: ColumnType<string, string, string>;
  platform: "instagram" | "tiktok" | "youtube" | "twitter";
  username: string;
  report_type: "pdf" | "pptx" | "both";
  template: "standard" | "brief";
  language: "en" | "ar";
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  /** numeric(12,2): a string when read. */
  cost: ColumnType<string, number | string, number | string>;
  ledger_entry_id: ColumnType<string | null, number | null | undefined, number | null>;
  attempts: ColumnType<number, number | undefined, number>;
  claimed_at: Date | null;
  job_id: string | null;
  pdf_key: string | null;
  pptx_key: string | null;
  pdf_size: number | null;
  pptx_size: number | null;
  data_date: Date | null;
  generation_ms: number | null;
  error: string | null;
  refunded_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  completed_at: Date | null;
  /** Migration 0029: a report of one of the user's profiles, or of any creator of the index. */
  subject: ColumnType<"profile" | "influencer", "profile" | "influencer" | undefined, "profile" | "influencer">;
  idempotency_key: string | null;
}

/** Tables of the reports feature. */
export interface ReportsTables {
  reports: ReportsTable;
}
