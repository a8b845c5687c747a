import type { ColumnType, Generated } from "kysely";

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
  created_at: CreatedAt;
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

export type CreditReason = "purchase" | "monthly_reset" | "search" | "report" | "consultation" | "refund" | "admin_adjustment" | "expiry";

/** numeric(12,2) columns come back from pg as strings; they are written as numbers or strings. */
type Numeric = ColumnType<string, number | string, number | string>;

export interface CreditAccountsTable {
  user_id: number;
  balance: Numeric;
  updated_at: UpdatedAt;
}

export interface CreditLedgerTable {
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

export interface DB {
  users: UsersTable;
  email_verification_tokens: EmailVerificationTokensTable;
  refresh_tokens: RefreshTokensTable;
  mail_outbox: MailOutboxTable;
  rate_limit_hits: RateLimitHitsTable;
  credit_accounts: CreditAccountsTable;
  credit_ledger: CreditLedgerTable;
}
