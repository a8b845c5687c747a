import { ADMIN_MSG, type TBookingMessage } from "@radar/contract/admin";
import type { TLanguage } from "@radar/contract/constants";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { renderEmailHtml } from "../../core/mail/layout.ts";
import { recordAdminAction } from "./audit.ts";
import { bookingCustomer, bookingExists, bookingThread, insertBookingMessage } from "./booking-queries.ts";

/** The communication tab: e-mails to a booking's customer, kept as the booking's thread. */

const FOOTER: Record<TLanguage, string> = {
  en: "You receive this e-mail from the Influencers Radar team about your consultation booking.",
  ar: "وصلتك هذه الرسالة من فريق Influencers Radar بخصوص حجز استشارتك.",
};

export async function listBookingMessages(ctx: AppContext, bookingId: number): Promise<TBookingMessage[]> {
  if (!(await bookingExists(ctx.db, bookingId))) throw AppError.notFound(ADMIN_MSG.bookingNotFound);
  const rows = await bookingThread(ctx.db, bookingId);
  return rows.map((row) => ({
    id: row.id,
    booking_id: row.meeting_id,
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    author: row.author_id === null ? null : { id: row.author_id, name: `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim() },
    created_at: row.created_at.toISOString(),
  }));
}

/**
 * Sends the admin's message to the customer (in the customer's language's frame; the text is the
 * admin's own) and records it in the thread. The row is written after the mail is in the outbox, so
 * the thread never shows a message that was not sent.
 */
export async function sendBookingMessage(
  ctx: AppContext,
  adminId: number,
  bookingId: number,
  input: { subject: string; body: string },
): Promise<TBookingMessage> {
  const customer = await bookingCustomer(ctx.db, bookingId);
  if (!customer) throw AppError.notFound(ADMIN_MSG.bookingNotFound);

  await ctx.mailer.send({
    to: customer.email,
    subject: input.subject,
    text: `${input.body}\n\n--\n${FOOTER[customer.language]}`,
    html: renderEmailHtml({
      language: customer.language,
      heading: input.subject,
      paragraphs: input.body.split(/\n{2,}/),
      footer: FOOTER[customer.language],
    }),
    template: "booking-message",
  });
  const messageId = await insertBookingMessage(ctx.db, {
    meetingId: bookingId,
    authorId: adminId,
    to: customer.email,
    subject: input.subject,
    body: input.body,
  });
  await recordAdminAction(ctx.db, {
    adminId,
    action: "booking.email",
    target: "booking",
    targetId: bookingId,
    details: { message_id: messageId },
  });
  const thread = await listBookingMessages(ctx, bookingId);
  const sent = thread.find((message) => message.id === messageId);
  if (!sent) throw new Error("the message just written is missing from its thread");
  return sent;
}
