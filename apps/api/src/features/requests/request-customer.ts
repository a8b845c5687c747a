import type { TRequestCustomer } from "@radar/contract/requests";
import type { AppContext } from "../../core/context.ts";

/** Who sent each request, for the admin's views: one query for a whole page. */
export async function customersOf(ctx: AppContext, userIds: number[]): Promise<Map<number, TRequestCustomer>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.selectFrom("users").select(["id", "email", "first_name", "last_name"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, email: row.email, name: `${row.first_name} ${row.last_name}`.trim() }]));
}

export async function withCustomers<T extends { user_id: number }, D>(
  ctx: AppContext,
  rows: T[],
  toDto: (row: T) => D,
): Promise<(D & { customer?: TRequestCustomer })[]> {
  const customers = await customersOf(
    ctx,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => ({ ...toDto(row), customer: customers.get(row.user_id) }));
}
