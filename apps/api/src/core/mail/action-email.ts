import type { TLanguage } from "@radar/contract/constants";
import { renderEmailHtml } from "./layout.ts";
import type { MailMessage } from "./mailer.ts";

/**
 * An account e-mail with one action link: the paragraphs before the link, the link, those after it,
 * then the footer — as plain text and as the branded HTML layout. The test helpers and support read
 * the first link of the text body, so the action's link is the only one there.
 */
export function actionEmail(options: {
  to: string;
  template: string;
  language: TLanguage;
  subject: string;
  heading: string;
  beforeLink: string[];
  afterLink?: string[];
  action: { label: string; url: string };
  footer: string;
}): MailMessage {
  const after = options.afterLink ?? [];
  return {
    to: options.to,
    subject: options.subject,
    template: options.template,
    text: [...options.beforeLink, options.action.url, ...after, options.footer].join("\n\n"),
    html: renderEmailHtml({
      language: options.language,
      heading: options.heading,
      paragraphs: [...options.beforeLink, ...after],
      action: options.action,
      footer: options.footer,
    }),
  };
}
