import type { TContactTopic } from "@radar/contract/contact";
import { renderEmailHtml } from "../../core/mail/layout.ts";
import type { MailMessage } from "../../core/mail/mailer.ts";
import type { ContactMessageRow } from "./contact-queries.ts";

const TOPICS: Record<TContactTopic, string> = { custom_plan: "Custom plan", enterprise: "Enterprise (sales)" };

/** Header values are one line: a name or company never adds lines to the subject. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** The team's copy of a contact request, in English, with a link to the admin dashboard's list. */
export function teamNotification(
  message: ContactMessageRow,
  options: { to: string; publicUrl: string; sender: string | null },
): MailMessage {
  const topic = TOPICS[message.topic];
  const adminUrl = `${options.publicUrl.replace(/\/$/, "")}/admin?tab=messages`;
  const facts = [
    `Topic: ${topic}`,
    `Name: ${message.name}`,
    `Company: ${message.company}`,
    `Email: ${message.email}`,
    `Phone: ${message.phone ?? "not given"}`,
    `Account: ${options.sender ?? "not signed in"}`,
  ];
  const text = [...facts, "", message.message, "", `Mark it handled in the admin dashboard: ${adminUrl}`].join("\n");
  return {
    to: options.to,
    subject: oneLine(`Contact request (${topic}): ${message.company} — ${message.name}`),
    text,
    html: renderEmailHtml({
      language: "en",
      heading: `New contact request: ${topic}`,
      paragraphs: [...facts, ...message.message.split(/\n+/)],
      action: { label: "Open the admin dashboard", url: adminUrl },
      footer: "Sent from the plans page of Influencers Radar. Reply to the sender's e-mail address above.",
    }),
    template: "contact-request",
  };
}
