import type { TRole } from "@radar/contract/constants";
import { type Insertable, type RawBuilder, sql, type Transaction } from "kysely";
import type { Database } from "../db/database.ts";
import type { DB, UsersTable } from "../db/schema.ts";
import type { UserRow } from "./user-dto.ts";

type Executor = Database | Transaction<DB>;

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The account's role as the database has it now (undefined: no such account). Admin checks read it
 * here rather than trust the token, so a demoted admin loses access at once.
 */
export async function currentRole(db: Executor, id: number): Promise<TRole | undefined> {
  return (await db.selectFrom("users").select("role").where("id", "=", id).executeTakeFirst())?.role;
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
}

export async function isUsernameTaken(db: Executor, username: string, exceptUserId?: number): Promise<boolean> {
  let query = db
    .selectFrom("users")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["username"]), "=", username.toLowerCase()));
  if (exceptUserId !== undefined) query = query.where("id", "<>", exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * The username defaults to the part of the e-mail before the @ (SPEC §3). Usernames are unique
 * (case-insensitively), so a taken one gets a short numeric suffix.
 */
export async function availableUsername(db: Executor, email: string): Promise<string> {
  const base = (email.split("@")[0] ?? "user").slice(0, 50) || "user";
  if (!(await isUsernameTaken(db, base))) return base;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `${base.slice(0, 44)}${Math.floor(1000 + Math.random() * 900000)}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
  return `${base.slice(0, 30)}${Date.now()}`;
}

export function insertUser(db: Executor, values: Insertable<UsersTable>): Promise<UserRow> {
  return db.insertInto("users").values(values).returningAll().executeTakeFirstOrThrow();
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError?.code === "23505" && (constraint === undefined || pgError.constraint === constraint);
}

/** A member's name as the team sees it, in SQL: first and last name, else the e-mail (`user` is the users row's alias). */
export const memberName = (user: RawBuilder<unknown>) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${user}.first_name, ${user}.last_name)), ''), ${user}.email)`;
