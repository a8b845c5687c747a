import type { Transaction } from "kysely";
import type { Database } from "../../core/db/database.ts";
import type { DB } from "../../core/db/schema.ts";
import type { AdminAuditAction, AdminAuditLogTable } from "../../core/db/schema-admin.ts";

/** One line of the admin audit log, written in the same transaction as the change it records. */
export async function recordAdminAction(
  db: Database | Transaction<DB>,
  entry: { adminId: number; action: AdminAuditAction; target: AdminAuditLogTable["target_type"]; targetId: number; details?: object },
): Promise<void> {
  await db
    .insertInto("admin_audit_log")
    .values({
      admin_id: entry.adminId,
      action: entry.action,
      target_type: entry.target,
      target_id: entry.targetId,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
