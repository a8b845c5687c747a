import { sql } from "kysely";
import type { Executor } from "../../core/db/database.ts";
import type { WorkspaceRole } from "../../core/db/schema-workspaces.ts";

export interface AdminWorkspaceRow {
  id: string;
  name: string;
  owner_email: string | null;
  members: number;
  credits: string | null;
  plan_id: number | null;
  plan_name: string | null;
  plan_status: string | null;
  plan_end: Date | null;
  created_at: Date;
}

/** A workspace with its first owner, member count, balance and current subscription (active or cancelled, not ended). */
const workspaceSelect = sql`
  w.id::text AS id, w.name, w.created_at,
  (SELECT u.email FROM workspace_members m JOIN users u ON u.id = m.user_id
    WHERE m.workspace_id = w.id AND m.role = 'owner' ORDER BY m.joined_at, m.user_id LIMIT 1) AS owner_email,
  (SELECT count(*)::int FROM workspace_members m WHERE m.workspace_id = w.id) AS members,
  (SELECT a.balance FROM credit_accounts a WHERE a.workspace_id = w.id) AS credits,
  cs.plan_id, cs.plan_name, cs.plan_status, cs.plan_end
  FROM workspaces w
  LEFT JOIN LATERAL (
    SELECT s.plan_id, p.name AS plan_name, s.status AS plan_status, s.end_date AS plan_end
    FROM subscriptions s JOIN plans p ON p.id = s.plan_id
    WHERE s.workspace_id = w.id AND s.status IN ('active', 'cancelled') AND s.end_date > now()
    ORDER BY s.id DESC LIMIT 1
  ) cs ON true`;

/** A workspace whose name or any member's e-mail contains `q` (case-insensitive). */
const matches = (q: string | undefined) => {
  if (!q) return sql`true`;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(w.name ILIKE ${like} OR EXISTS (
    SELECT 1 FROM workspace_members m JOIN users u ON u.id = m.user_id WHERE m.workspace_id = w.id AND u.email ILIKE ${like}))`;
};

export async function searchWorkspaces(
  db: Executor,
  q: string | undefined,
  page: { offset: number; limit: number },
): Promise<{ count: number; rows: AdminWorkspaceRow[] }> {
  const [{ rows }, counted] = await Promise.all([
    sql<AdminWorkspaceRow>`SELECT ${workspaceSelect} WHERE ${matches(q)} ORDER BY w.id DESC OFFSET ${page.offset} LIMIT ${page.limit}`.execute(
      db,
    ),
    sql<{ count: number }>`SELECT count(*)::int AS count FROM workspaces w WHERE ${matches(q)}`.execute(db),
  ]);
  return { count: counted.rows[0]?.count ?? 0, rows };
}

export async function findWorkspace(db: Executor, workspaceId: string): Promise<AdminWorkspaceRow | undefined> {
  const { rows } = await sql<AdminWorkspaceRow>`SELECT ${workspaceSelect} WHERE w.id = ${workspaceId}::bigint`.execute(db);
  return rows[0];
}

export interface AdminMemberRow {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: WorkspaceRole;
  joined_at: Date;
}

export async function workspaceMembers(db: Executor, workspaceId: string): Promise<AdminMemberRow[]> {
  const { rows } = await sql<AdminMemberRow>`
    SELECT m.user_id, u.email, u.first_name, u.last_name, m.role, m.joined_at
    FROM workspace_members m JOIN users u ON u.id = m.user_id
    WHERE m.workspace_id = ${workspaceId}::bigint
    ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, m.joined_at, m.user_id`.execute(db);
  return rows;
}

export interface AdminInvoiceRow {
  id: number;
  number: string;
  kind: "simplified" | "standard" | "credit_note";
  issued_at: Date;
  currency: string;
  buyer_name: string;
  subtotal_halalas: string;
  vat_halalas: string;
  total_halalas: string;
  credited_number: string | null;
  credit_note_number: string | null;
  owner_email: string | null;
}

/** The workspace's invoices and credit notes, newest first. */
export async function workspaceInvoices(db: Executor, workspaceId: string, limit = 200): Promise<AdminInvoiceRow[]> {
  const { rows } = await sql<AdminInvoiceRow>`
    SELECT i.id, i.number, i.kind, i.issued_at, i.currency, i.buyer->>'name' AS buyer_name,
      i.subtotal_halalas::text AS subtotal_halalas, i.vat_halalas::text AS vat_halalas, i.total_halalas::text AS total_halalas,
      credited.number AS credited_number, note.number AS credit_note_number, u.email AS owner_email
    FROM invoices i
    LEFT JOIN invoices credited ON credited.id = i.credited_invoice_id
    LEFT JOIN invoices note ON note.credited_invoice_id = i.id AND note.kind = 'credit_note'
    LEFT JOIN users u ON u.id = i.owner_user_id
    WHERE i.workspace_id = ${workspaceId}::bigint
    ORDER BY i.id DESC LIMIT ${limit}`.execute(db);
  return rows;
}

/** Holds the workspace's row for the rest of the transaction; false when there is none. */
export async function lockWorkspaceRow(db: Executor, workspaceId: string): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM workspaces WHERE id = ${workspaceId}::bigint FOR UPDATE`.execute(db);
  return rows.length > 0;
}

/** The member a workspace's admin movements are recorded against: its first owner. */
export async function firstOwnerOf(db: Executor, workspaceId: string): Promise<number | undefined> {
  const { rows } = await sql<{ user_id: number }>`
    SELECT user_id FROM workspace_members WHERE workspace_id = ${workspaceId}::bigint
    ORDER BY (role = 'owner') DESC, joined_at, user_id LIMIT 1`.execute(db);
  return rows[0]?.user_id;
}
