import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Database } from "../db/database.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which template produced it, e.g. `verify-email` — kept in the outbox for support. */
  template: string;
  /** Files sent with an SMTP delivery (an invoice PDF); the outbox row keeps the message without them. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** Records the message in the outbox and, when SMTP is configured, delivers it. Never throws for delivery failures. */
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is written to `mail_outbox` first. Without SMTP_URL that is the whole delivery:
 * the links are logged to the console and readable at GET /api/dev/outbox. With SMTP_URL the message
 * is then sent through nodemailer and the row records the outcome.
 */
export function createMailer(options: { db: Database; smtpUrl?: string; from: string; logger: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const row = await options.db
        .insertInto("mail_outbox")
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          template: message.template,
          transport: transport ? "smtp" : "outbox",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (!transport) {
        options.logger.info({ to: message.to, links: extractLinks(message.text) }, `mail (outbox): ${message.subject}`);
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
        });
        await options.db.updateTable("mail_outbox").set({ sent_at: new Date() }).where("id", "=", row.id).execute();
      } catch (error) {
        options.logger.error({ err: error, to: message.to }, "mail delivery failed");
        await options.db
          .updateTable("mail_outbox")
          .set({ error: String(error) })
          .where("id", "=", row.id)
          .execute();
      }
    },
  };
}

export function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
