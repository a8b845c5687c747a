import type { TContactStatusFilter } from "@radar/contract/contact";
import type { Insertable, Selectable } from "kysely";
import type { Database } from "../../core/db/database.ts";
import type { ContactMessagesTable } from "../../core/db/schema-contact.ts";

export type ContactMessageRow = Selectable<ContactMessagesTable>;

export function insertContactMessage(db: Database, values: Insertable<ContactMessagesTable>): Promise<ContactMessageRow> {
  return db.insertInto("contact_messages").values(values).returningAll().executeTakeFirstOrThrow();
}

function filtered(db: Database, status: TContactStatusFilter) {
  const all = db.selectFrom("contact_messages");
  if (status === "open") return all.where("handled_at", "is", null);
  if (status === "handled") return all.where("handled_at", "is not", null);
  return all;
}

export async function listContactMessages(
  db: Database,
  query: { status: TContactStatusFilter; offset: number; limit: number },
): Promise<{ count: number; rows: ContactMessageRow[] }> {
  const [rows, total] = await Promise.all([
    filtered(db, query.status)
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    filtered(db, query.status)
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.count), rows };
}

export function setContactMessageHandled(
  db: Database,
  id: number,
  handled: { at: Date; by: number } | null,
): Promise<ContactMessageRow | undefined> {
  return db
    .updateTable("contact_messages")
    .set({ handled_at: handled?.at ?? null, handled_by: handled?.by ?? null })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** The signed-in sender's account e-mail; undefined when the account no longer exists. */
export async function findAccountEmail(db: Database, userId: number): Promise<string | undefined> {
  return (await db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst())?.email;
}
