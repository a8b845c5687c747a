import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../db/database.ts";
import type { CreditReason, DB } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";

/**
 * The one way credits move. Every change is a row in `credit_ledger` (delta, balance after, reason,
 * reference, actor, idempotency key) written in the same transaction as `credit_accounts.balance`.
 * Callers that must change other rows atomically with the credits pass their own transaction.
 */

export const INSUFFICIENT_CREDITS = "Insufficient credits";

/** The missing credits of a refused charge, rounded to the ledger's cents. */
export const missingCredits = (required: number, balance: number) => Math.max(0, Math.round((required - balance) * 100) / 100);

export class InsufficientCreditsError extends AppError {
  constructor(
    readonly balance: number,
    /** What the refused movement would have cost, when the caller knows it. */
    readonly required?: number,
  ) {
    super(402, INSUFFICIENT_CREDITS, {
      code: "insufficient_credits",
      explanation:
        required === undefined
          ? `${INSUFFICIENT_CREDITS}: the balance is ${balance.toFixed(2)} credits`
          : `${INSUFFICIENT_CREDITS}: this costs ${required.toFixed(2)} credits and the balance is ${balance.toFixed(2)}; ${missingCredits(required, balance).toFixed(2)} more are needed`,
      credits: required === undefined ? undefined : { required, balance, missing: missingCredits(required, balance) },
    });
  }
}

export interface CreditMovement {
  /** The workspace whose credits move (its one account). */
  workspaceId: string;
  /** The member who caused the movement (the payer, the searcher; for a system movement the workspace's payer). */
  userId: number;
  reason: CreditReason;
  /** What the movement is for, e.g. `search:9f2c…`, `report:12`, `payment:8ac7…`. */
  reference?: string;
  /** The admin who made it, when it was not the user or the system. */
  actorId?: number;
  /** A retried request with the same key moves credits once. Unique per workspace. */
  idempotencyKey?: string;
}

export interface LedgerResult {
  /** The balance after the movement (or the current balance when it was a replay). */
  balance: number;
  /** False when the idempotency key had already been used: nothing moved this time. */
  applied: boolean;
  entryId: number | null;
}

type Executor = Database | Transaction<DB>;

function inTransaction<T>(db: Executor, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<DB>) : (db as Kysely<DB>).transaction().execute(work);
}

const toAmount = (value: number) => {
  if (!Number.isFinite(value) || value < 0) throw new Error(`Invalid credit amount: ${value}`);
  return Math.round(value * 100) / 100;
};

export async function getBalance(db: Executor, workspaceId: string): Promise<number> {
  const row = await db.selectFrom("credit_accounts").select("balance").where("workspace_id", "=", workspaceId).executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

/** The balance as a scalar subquery (NULL without an account), for reads that fetch it with other things in one statement. */
export const balanceValue = (workspaceId: string) =>
  sql`(SELECT a.balance FROM credit_accounts a WHERE a.workspace_id = ${workspaceId}::bigint)`;

/** Serialises movements that share an idempotency key, then reports whether the key was already used. */
async function priorEntry(trx: Transaction<DB>, movement: CreditMovement): Promise<LedgerResult | null> {
  if (!movement.idempotencyKey) return null;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`credits:${movement.workspaceId}:${movement.idempotencyKey}`}))`.execute(trx);
  const existing = await trx
    .selectFrom("credit_ledger")
    .select("id")
    .where("workspace_id", "=", movement.workspaceId)
    .where("idempotency_key", "=", movement.idempotencyKey)
    .executeTakeFirst();
  if (!existing) return null;
  return { balance: await getBalance(trx, movement.workspaceId), applied: false, entryId: existing.id };
}

async function record(trx: Transaction<DB>, movement: CreditMovement, delta: number, balanceAfter: number): Promise<number> {
  const entry = await trx
    .insertInto("credit_ledger")
    .values({
      workspace_id: movement.workspaceId,
      user_id: movement.userId,
      delta,
      balance_after: balanceAfter,
      reason: movement.reason,
      reference: movement.reference ?? null,
      actor_id: movement.actorId ?? null,
      idempotency_key: movement.idempotencyKey ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return entry.id;
}

/**
 * Takes `amount` credits with one conditional UPDATE that cannot take the balance below zero.
 * Throws InsufficientCreditsError (402) and changes nothing when the balance is too low.
 */
export function chargeCredits(db: Executor, movement: CreditMovement & { amount: number }): Promise<LedgerResult> {
  const amount = toAmount(movement.amount);
  return inTransaction(db, async (trx) => {
    const prior = await priorEntry(trx, movement);
    if (prior) return prior;
    const updated = await trx
      .updateTable("credit_accounts")
      .set((eb) => ({ balance: eb("balance", "-", amount.toFixed(2)), updated_at: new Date() }))
      .where("workspace_id", "=", movement.workspaceId)
      .where("balance", ">=", amount.toFixed(2))
      .returning("balance")
      .executeTakeFirst();
    if (!updated) throw new InsufficientCreditsError(await getBalance(trx, movement.workspaceId), amount);
    const balance = Number(updated.balance);
    return { balance, applied: true, entryId: await record(trx, movement, -amount, balance) };
  });
}

/** Adds `amount` credits (purchase, refund, ...), opening the account if needed. */
export function grantCredits(db: Executor, movement: CreditMovement & { amount: number }): Promise<LedgerResult> {
  const amount = toAmount(movement.amount);
  return inTransaction(db, async (trx) => {
    const prior = await priorEntry(trx, movement);
    if (prior) return prior;
    const row = await trx
      .insertInto("credit_accounts")
      .values({ workspace_id: movement.workspaceId, user_id: movement.userId, balance: amount })
      .onConflict((oc) =>
        oc
          .column("workspace_id")
          .doUpdateSet((eb) => ({ balance: eb("credit_accounts.balance", "+", amount.toFixed(2)), updated_at: new Date() })),
      )
      .returning("balance")
      .executeTakeFirstOrThrow();
    const balance = Number(row.balance);
    return { balance, applied: true, entryId: await record(trx, movement, amount, balance) };
  });
}

/** Sets the balance to an exact figure (monthly reset, admin edit); the ledger records the difference. */
export function setCredits(db: Executor, movement: CreditMovement & { balance: number }): Promise<LedgerResult> {
  const target = toAmount(movement.balance);
  return inTransaction(db, async (trx) => {
    const prior = await priorEntry(trx, movement);
    if (prior) return prior;
    await trx
      .insertInto("credit_accounts")
      .values({ workspace_id: movement.workspaceId, user_id: movement.userId, balance: 0 })
      .onConflict((oc) => oc.column("workspace_id").doNothing())
      .execute();
    const current = await trx
      .selectFrom("credit_accounts")
      .select("balance")
      .where("workspace_id", "=", movement.workspaceId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const delta = Math.round((target - Number(current.balance)) * 100) / 100;
    await trx
      .updateTable("credit_accounts")
      .set({ balance: target, updated_at: new Date() })
      .where("workspace_id", "=", movement.workspaceId)
      .execute();
    return { balance: target, applied: true, entryId: await record(trx, movement, delta, target) };
  });
}
