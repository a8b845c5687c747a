import type { AppContext } from "../../core/context.ts";
import { renderEmailHtml } from "../../core/mail/layout.ts";
import type { MailMessage } from "../../core/mail/mailer.ts";

/**
 * A notice about the data sources to the contact address (CONTACT_EMAIL), in English like the admin's
 * other mail, with a button to the admin's Data sources tab where the matter shows until it is dealt with.
 */
export function sourcesAdminMail(ctx: AppContext, heading: string, paragraphs: string[], template: string): MailMessage {
  const adminUrl = `${ctx.config.PUBLIC_URL.replace(/\/$/, "")}/admin?tab=sources`;
  return {
    to: ctx.config.CONTACT_EMAIL,
    subject: heading,
    text: [...paragraphs, "", `Data sources: ${adminUrl}`].join("\n"),
    html: renderEmailHtml({
      language: "en",
      heading,
      paragraphs,
      action: { label: "Open Data sources", url: adminUrl },
      footer: "Sent by Influencers Radar to CONTACT_EMAIL.",
    }),
    template,
  };
}
