import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../core/context.ts";
import { extractLinks } from "../../core/mail/mailer.ts";

const ZOutboxQuerySchema = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Outside production only: the e-mails the outbox transport "sent", so people and tests can follow links. */
export function devOutboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/dev/outbox", { schema: { tags: ["dev"], querystring: ZOutboxQuerySchema } }, async (request) => {
      let query = ctx.db.selectFrom("mail_outbox").selectAll().orderBy("id", "desc").limit(request.query.limit);
      if (request.query.to) query = query.where("to_address", "=", request.query.to.toLowerCase());
      const rows = await query.execute();
      return rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        template: row.template,
        text: row.text_body,
        html: row.html_body,
        links: extractLinks(row.text_body),
        created_at: row.created_at.toISOString(),
      }));
    });
  };
}
