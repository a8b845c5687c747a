import {
  CAMPAIGN_CATEGORIES,
  CAMPAIGN_DURATIONS,
  CAMPAIGN_STATUSES,
  COMPARISON_STATUSES,
  type TCampaignRequest,
  type TComparisonRequest,
} from "@radar/contract/requests";
import type { Selectable } from "kysely";
import type { CampaignRequestsTable, ComparisonRequestsTable } from "../../core/db/schema.ts";

export type CampaignRow = Selectable<CampaignRequestsTable>;
export type ComparisonRow = Selectable<ComparisonRequestsTable>;

/** The database's CHECK constraints hold these; the guard keeps a stray value from breaking a list. */
function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

const money = (value: string | null) => (value === null ? null : Number(value));

export function toCampaignDto(row: CampaignRow): TCampaignRequest {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: oneOf(CAMPAIGN_CATEGORIES, row.category, "other"),
    budget: Number(row.budget),
    currency: "SAR",
    influencer_count: row.influencer_count,
    duration: row.duration === null ? null : oneOf(CAMPAIGN_DURATIONS, row.duration, "custom"),
    requirements: row.requirements,
    status: oneOf(CAMPAIGN_STATUSES, row.status, "pending"),
    priority: row.priority,
    admin_notes: row.admin_notes,
    cost_estimate: money(row.cost_estimate),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toComparisonDto(row: ComparisonRow): TComparisonRequest {
  return {
    id: row.id,
    profile_urls: row.profile_urls,
    description: row.description,
    team_answer: row.team_answer,
    status: oneOf(COMPARISON_STATUSES, row.status, "pending"),
    priority: row.priority,
    admin_notes: row.admin_notes,
    results: row.results,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    processed_at: row.processed_at?.toISOString() ?? null,
  };
}
