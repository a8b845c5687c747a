import type { ColumnType, Generated } from "kysely";
import type { AdminTables } from "./schema-admin.ts";
import type { ContactTables } from "./schema-contact.ts";
import type { InvoicesTables } from "./schema-invoices.ts";
import type { LicencesTables } from "./schema-licences.ts";
import type { ListsTables } from "./schema-lists.ts";
import type { MeetingsTables } from "./schema-meetings.ts";
import type { ReportsTables } from "./schema-reports.ts";
import type { SavedSearchesTables } from "./schema-saved-searches.ts";
import type { IndexSource, SourcesTables } from "./schema-sources.ts";
import type { VettingTables } from "./schema-vetting.ts";
import type { NullableWorkspaceId, WorkspaceId, WorkspacesTables } from "./schema-workspaces.ts";

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  /** Null for accounts that only ever signed in with Google. */
  password_hash: string | null;
  google_sub: string | null;
  role: ColumnType<"user" | "admin", "user" | "admin" | undefined, "user" | "admin">;
  avatar_path: string | null;
  is_email_verified: ColumnType<boolean, boolean | undefined, boolean>;
  language: ColumnType<"en" | "ar", "en" | "ar" | undefined, "en" | "ar">;
  terms_accepted_at: Date | null;
  /** The workspace the top bar has switched to (migration 0040); set by the trigger that makes the personal one. */
  current_workspace_id: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface EmailVerificationTokensTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the token: the token itself only ever exists in the e-mail. */
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface RefreshTokensTable {
  jti: string;
  user_id: number;
  expires_at: Date;
  blacklisted_at: Date | null;
  replaced_by: string | null;
  /** The session: the family begun by a login, kept by every rotation (migration 0014). */
  family_id: string;
  created_at: CreatedAt;
}

/** A password reset link: like the verification token, valid once and stored only as its hash. */
export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface RevokedSessionsTable {
  family_id: string;
  user_id: number;
  reason: "logout" | "reuse" | "password_reset" | "password_change";
  revoked_at: ColumnType<Date, Date | undefined, never>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  template: string;
  transport: "outbox" | "smtp";
  sent_at: Date | null;
  error: string | null;
  created_at: CreatedAt;
}

export interface RateLimitHitsTable {
  bucket: string;
  window_start: Date;
  hits: number;
}

export type CreditReason =
  | "purchase"
  | "monthly_reset"
  | "search"
  | "market_search"
  | "report"
  | "consultation"
  | "refund"
  | "admin_adjustment"
  | "expiry";

/** numeric(12,2) columns come back from pg as strings; they are written as numbers or strings. */
type Numeric = ColumnType<string, number | string, number | string>;

export interface CreditAccountsTable {
  /** The workspace the row belongs to (migration 0042); the user column says which member made it. */
  workspace_id: WorkspaceId;
  user_id: number;
  balance: Numeric;
  updated_at: UpdatedAt;
}

export interface CreditLedgerTable {
  /** The workspace the row belongs to (migration 0042); the user column says which member made it. */
  workspace_id: WorkspaceId;
  id: Generated<number>;
  user_id: number;
  delta: Numeric;
  balance_after: Numeric;
  reason: CreditReason;
  reference: string | null;
  actor_id: number | null;
  idempotency_key: string | null;
  created_at: CreatedAt;
}

/** Billing (migration 0003). Plans are seeded; ids are fixed because the web app refers to plan 3. */
export interface PlansTable {
  id: number;
  name: string;
  level: "basic" | "growth" | "professional";
  interval: "month" | "year";
  price: Numeric;
  currency: string;
  /** Credits granted per month, also on yearly plans. */
  included_credits: Numeric;
  max_profiles: number;
  monthly_free_consultation: boolean;
  consultation_credit_cost: Numeric;
  search_cost: Numeric;
  report_cost: Numeric;
  /** A market search's first page, and each further page of it (migration 0032). */
  market_search_cost: Numeric;
  market_page_cost: Numeric;
  max_competitors: number;
  seats_available: "available" | "limited" | "full";
  /** Members a workspace on this plan may have, pending invitations included (migration 0040). */
  seats: ColumnType<number, number | undefined, number>;
  features: ColumnType<PlanFeature[], string, string>;
  is_public: boolean;
}

export interface PlanFeature {
  key: string;
  en: string;
  ar: string;
}

export type SubscriptionStatus = "pending" | "active" | "cancelled" | "expired" | "replaced";

export interface SubscriptionsTable {
  /** The workspace the row belongs to (migration 0042); the user column says which member made it. */
  workspace_id: WorkspaceId;
  id: Generated<number>;
  user_id: number;
  plan_id: number;
  next_plan_id: number | null;
  status: SubscriptionStatus;
  start_date: Date | null;
  end_date: Date | null;
  last_period_reset: Date | null;
  period_index: ColumnType<number, number | undefined, number>;
  next_reset_at: Date | null;
  cancelled_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type PaymentStatus = "created" | "pending" | "succeeded" | "failed" | "expired";

export interface PaymentsTable {
  /** The workspace the row belongs to (migration 0042); the user column says which member made it. */
  workspace_id: WorkspaceId;
  id: Generated<number>;
  user_id: number;
  plan_id: number;
  gateway: "sandbox" | "hyperpay";
  checkout_id: string;
  merchant_transaction_id: string;
  entity_id: string;
  amount: Numeric;
  currency: string;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  result_code: string | null;
  result_description: string | null;
  /** The gateway's id of the payment (shown to the shopper as the transaction id). */
  transaction_id: string | null;
  subscription_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  completed_at: Date | null;
}

/** The built-in payment sandbox's own state (features/payment-sandbox), kept apart from ours. */
export interface SandboxCheckoutsTable {
  id: string;
  entity_id: string;
  amount: string;
  currency: string;
  payment_type: string;
  merchant_transaction_id: string | null;
  parameters: ColumnType<Record<string, string>, string, string>;
  status: ColumnType<"open" | "approved" | "declined" | "pending", "open" | undefined, "approved" | "declined" | "pending">;
  result_code: string | null;
  result_description: string | null;
  payment_id: string | null;
  payment_brand: string | null;
  card: ColumnType<Record<string, string> | null, string | null, string | null>;
  created_at: CreatedAt;
  expires_at: Date;
  paid_at: Date | null;
}

/** The influencer index (discovery): search columns; shares and the engagement rate in basis points. */
export interface InfluencersTable {
  /** 63-bit hash of "platform:username" (bigint; select it as text). */
  id: string;
  platform: "instagram" | "tiktok" | "youtube" | "twitter";
  username: string;
  full_name: string;
  followers: number;
  er_bp: number;
  aqs: number;
  views_avg: number | null;
  real_subscribers: number | null;
  reels_views_avg: number | null;
  shorts_views_avg: number | null;
  likes_count: number | null;
  avg_tweets: number | null;
  avg_retweets: number | null;
  is_verified: boolean;
  has_contacts: boolean;
  account_type: "personal" | "brand" | "creator";
  country_code: string | null;
  city_id: number | null;
  language: string | null;
  last_media_at: number | null;
  categories: number[];
  interests: number[];
  aud_male_bp: number | null;
  aud_female_bp: number | null;
  aud_13_17_bp: number | null;
  aud_18_24_bp: number | null;
  aud_25_34_bp: number | null;
  aud_35_44_bp: number | null;
  aud_45_54_bp: number | null;
  aud_55_64_bp: number | null;
  aud_65_plus_bp: number | null;
  aud_top_countries: number | null;
  facets: string[];
  search_text: string;
  /** hashtext() of each distinct token of search_text (migration 0026; its trigger keeps it). */
  search_tokens: Generated<number[]>;
  /** Follower growth over 30 / 90 days in hundredths of a percent; null without a point that old (migration 0037). */
  follower_growth_30d_bp: number | null;
  follower_growth_90d_bp: number | null;
  /** Our audience quality estimate, beside the vendor's `aqs` (migration 0037). */
  quality_estimate: number | null;
  /** When the account entered the index (migration 0020); upserts keep it. */
  first_seen_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** What a result card and the details dialog show; one row per influencer, same id. */
export interface InfluencerProfilesTable {
  id: string;
  avatar_url: string | null;
  bio: string;
  email: string | null;
  phone: string | null;
  credibility: number | null;
  likes_avg: number | null;
  comments_avg: number | null;
  posts_count: number | null;
  post_price: number | null;
  story_price: number | null;
  aud_countries: [string, number][] | null;
  aud_cities: [number, number][] | null;
  source: IndexSource;
  source_ref: string | null;
  via_sandbox: Generated<boolean>;
  fetched_at: Date | null;
  checked_at: Date | null;
  estimated_fields: Generated<string[]>;
  missing_fields: Generated<string[]>;
  /** Each field group's source and fetch time (migration 0031); NULL: every group it holds is the row's source's. */
  field_groups: Partial<Record<string, { source: string; sandbox: boolean; fetched_at: string }>> | null;
  updated_at: UpdatedAt;
}

export interface DiscoveryCategoriesTable {
  id: number;
  title: string;
  title_ar: string;
}

export interface DiscoveryInterestsTable {
  id: number;
  name: string;
  name_ar: string;
}

export interface DiscoveryPlatformStatsTable {
  platform: string;
  total: number;
  min_followers: number | null;
  max_followers: number | null;
  updated_at: UpdatedAt;
}

export interface DiscoveryIndexStateTable {
  singleton: boolean;
  version: number;
  seed_params: Record<string, unknown> | null;
  dropped_indexes: { name: string; definition: string }[];
  pending_changes: Generated<number>;
  published_at: Generated<Date>;
  load_version: Generated<number>;
  change_seq: Generated<string>;
  changes_pruned_to: Generated<string>;
  updated_at: UpdatedAt;
}

export interface DiscoveryAccountChangesTable {
  change_seq: string;
  influencer_id: string;
  changed_at: Generated<Date>;
}

export interface DiscoverySearchTotalsTable {
  query_key: string;
  index_version: number;
  total: number;
  created_at: CreatedAt;
}

export interface SearchChargesTable {
  /** The workspace the row belongs to (migration 0042); the user column says which member made it. */
  workspace_id: WorkspaceId;
  id: Generated<number>;
  user_id: number;
  query_hash: string;
  cost: Numeric;
  ledger_entry_id: number | null;
  charged_at: CreatedAt;
}

/** Social profiles and requests (migration 0005). influencer_id is a 63-bit index id: select it as text. */
export interface SocialProfilesTable {
  /** The workspace the row belongs to (migration 0042); the user column says which member made it. */
  workspace_id: WorkspaceId;
  id: Generated<number>;
  user_id: number;
  influencer_id: ColumnType<string, string, string>;
  platform: "instagram" | "tiktok" | "youtube" | "twitter";
  username: string;
  profile_url: string;
  targeted_category: string;
  category_id: number;
  targeted_gender: "male" | "female" | "other" | null;
  age_groups: string[];
  size_preset: string | null;
  snapshot_name: string;
  snapshot_followers: number;
  snapshot_er_bp: number;
  snapshot_photo_url: string | null;
  snapshot_at: ColumnType<Date, Date | undefined, Date>;
  created_at: CreatedAt;
}

export type RequestPriority = "low" | "medium" | "high" | "urgent";

export interface CampaignRequestsTable {
  /** The workspace the row belongs to (migration 0042); the user column says which member made it. */
  workspace_id: WorkspaceId;
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string;
  category: string;
  budget: Numeric;
  influencer_count: number;
  duration: string | null;
  requirements: string | null;
  status: ColumnType<string, string | undefined, string>;
  priority: ColumnType<RequestPriority, RequestPriority | undefined, RequestPriority>;
  admin_notes: string | null;
  cost_estimate: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  handled_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ComparisonRequestsTable {
  /** The workspace the row belongs to (migration 0042); the user column says which member made it. */
  workspace_id: WorkspaceId;
  id: Generated<number>;
  user_id: number;
  profile_urls: string[];
  /** The customer's own words. */
  description: string | null;
  /** The team's answer (an admin writes it; never over the description). */
  team_answer: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<string, string | undefined, string>;
  priority: ColumnType<RequestPriority, RequestPriority | undefined, RequestPriority>;
  admin_notes: string | null;
  cost_estimate: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  results: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  handled_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  processed_at: Date | null;
}

/** Every table. Later features keep their table types in their own schema-*.ts files beside this one. */
/** One page of the market a user paid a source for (migration 0032). */
export interface MarketFetchesTable {
  /** The workspace the row belongs to (migration 0042); the user column says which member made it. */
  workspace_id: WorkspaceId;
  id: Generated<number>;
  user_id: number;
  filters_key: string;
  platform: string;
  page: number;
  source: string;
  via_sandbox: boolean;
  influencer_ids: string[];
  vendor_total: number | null;
  last_page: number;
  applied_after: string[];
  unverified: Generated<string[]>;
  cost: Numeric;
  ledger_entry_id: number | null;
  fetched_at: Generated<Date>;
}

/** Who each paid source call was for, and what keeps vendor spend within its budgets (migration 0033). */
export interface SourceSpendTable {
  /** The workspace the row belongs to (migration 0042); null for spend no member caused. */
  workspace_id: NullableWorkspaceId;
  id: Generated<number>;
  source: string;
  units: number;
  user_id: number | null;
  crawl_id: number | null;
  purpose: string;
  at: Generated<Date>;
}

export interface SourceSpendTables {
  source_spend: SourceSpendTable;
  source_allowances: { bucket: string; day: string; used: number };
  source_not_found: { platform: string; handle: string; source: string; until: Date };
  source_report_pending: {
    source: string;
    platform: string;
    handle: string;
    retry_at: Date;
    polls: Generated<number>;
    created_at: Generated<Date>;
  };
  source_spend_alarms: { source: string; kind: "daily" | "monthly"; period: string; sent_at: Generated<Date> };
}

/** A market an admin keeps warm, its segments and the pages fetched for it (migration 0034). */
export interface MarketCrawlsTable {
  id: Generated<number>;
  name: string;
  countries: string[];
  platforms: string[];
  follower_bands: ColumnType<{ from: number; to: number | null }[], string, string>;
  categories: number[];
  language: string | null;
  budgets: ColumnType<Partial<Record<string, number>>, string, string>;
  active: boolean;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MarketCrawlSegmentsTable {
  id: Generated<number>;
  crawl_id: number;
  segment_key: string;
  platform: string;
  country: string;
  search_body: ColumnType<Record<string, unknown>, string, string>;
  next_page: Generated<number>;
  last_page: number | null;
  last_fetched_at: Date | null;
  accounts_found: Generated<number>;
}

export interface MarketCrawlRunsTable {
  id: Generated<number>;
  crawl_id: number;
  segment_id: number | null;
  month: ColumnType<Date, string, string>;
  source: string;
  page: number;
  units: number;
  accounts: number;
  influencer_ids: string[];
  fetched_at: Generated<Date>;
}

export interface DB
  extends SourceSpendTables,
    ReportsTables,
    MeetingsTables,
    AdminTables,
    SourcesTables,
    ContactTables,
    ListsTables,
    LicencesTables,
    SavedSearchesTables,
    VettingTables,
    InvoicesTables,
    WorkspacesTables {
  market_fetches: MarketFetchesTable;
  market_crawls: MarketCrawlsTable;
  market_crawl_segments: MarketCrawlSegmentsTable;
  market_crawl_runs: MarketCrawlRunsTable;
  users: UsersTable;
  email_verification_tokens: EmailVerificationTokensTable;
  refresh_tokens: RefreshTokensTable;
  revoked_sessions: RevokedSessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_outbox: MailOutboxTable;
  rate_limit_hits: RateLimitHitsTable;
  credit_accounts: CreditAccountsTable;
  credit_ledger: CreditLedgerTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  sandbox_checkouts: SandboxCheckoutsTable;
  influencers: InfluencersTable;
  /** Every token of the rows' search_text, for finding a needle's tokens (migration 0026). */
  search_vocabulary: { token: string };
  influencer_profiles: InfluencerProfilesTable;
  discovery_categories: DiscoveryCategoriesTable;
  discovery_interests: DiscoveryInterestsTable;
  discovery_platform_stats: DiscoveryPlatformStatsTable;
  discovery_index_state: DiscoveryIndexStateTable;
  discovery_account_changes: DiscoveryAccountChangesTable;
  discovery_search_totals: DiscoverySearchTotalsTable;
  search_charges: SearchChargesTable;
  social_profiles: SocialProfilesTable;
  campaign_requests: CampaignRequestsTable;
  comparison_requests: ComparisonRequestsTable;
}
