import {
  CONTACT_MSG,
  type TContactMessage,
  type TContactMessageInput,
  type TContactMessagePage,
  type TContactReceipt,
  type TContactStatusFilter,
} from "@radar/contract/contact";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { hit } from "../../core/http/rate-limits.ts";
import { teamNotification } from "./contact-email.ts";
import {
  type ContactMessageRow,
  findAccountEmail,
  insertContactMessage,
  listContactMessages,
  setContactMessageHandled,
} from "./contact-queries.ts";

/** A person writes a handful of these at most; more from one address or account in 10 minutes is a bot. */
export const CONTACT_RATE_LIMIT = { perWindow: 5, windowSeconds: 10 * 60 };

export function toContactMessageDto(row: ContactMessageRow): TContactMessage {
  return {
    id: row.id,
    topic: row.topic,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    message: row.message,
    user_id: row.user_id,
    created_at: row.created_at.toISOString(),
    handled_at: row.handled_at?.toISOString() ?? null,
  };
}

async function refuseFlood(ctx: AppContext, clientIp: string, userId: number | null): Promise<void> {
  const { perWindow, windowSeconds } = CONTACT_RATE_LIMIT;
  const ipHits = await hit(ctx.db, `contact:ip:${clientIp}`, windowSeconds);
  const userHits = userId === null ? 0 : await hit(ctx.db, `contact:user:${userId}`, windowSeconds);
  if (ipHits > perWindow || userHits > perWindow) throw AppError.tooManyRequests(CONTACT_MSG.tooMany);
}

/**
 * Stores a contact request and e-mails the team. Signed in or not; a signed-in sender's account is
 * kept with it. The request is stored before the e-mail, so the admin list has it even if mail fails.
 */
export async function submitContactMessage(
  ctx: AppContext,
  input: TContactMessageInput,
  sender: { clientIp: string; userId: number | null },
): Promise<TContactReceipt> {
  await refuseFlood(ctx, sender.clientIp, sender.userId);
  const account = sender.userId === null ? undefined : await findAccountEmail(ctx.db, sender.userId);
  const row = await insertContactMessage(ctx.db, {
    user_id: account === undefined ? null : sender.userId,
    topic: input.topic,
    name: input.name,
    company: input.company,
    email: input.email,
    phone: input.phone,
    message: input.message,
  });
  await ctx.mailer.send(teamNotification(row, { to: ctx.config.CONTACT_EMAIL, publicUrl: ctx.config.PUBLIC_URL, sender: account ?? null }));
  return { id: row.id, created_at: row.created_at.toISOString() };
}

export async function contactMessagePage(
  ctx: AppContext,
  query: { status: TContactStatusFilter; offset: number; limit: number },
): Promise<TContactMessagePage> {
  const { count, rows } = await listContactMessages(ctx.db, query);
  return { count, results: rows.map(toContactMessageDto) };
}

export async function markContactMessage(ctx: AppContext, adminId: number, id: number, handled: boolean): Promise<TContactMessage> {
  const row = await setContactMessageHandled(ctx.db, id, handled ? { at: new Date(), by: adminId } : null);
  if (!row) throw AppError.notFound("Contact request not found.");
  return toContactMessageDto(row);
}
