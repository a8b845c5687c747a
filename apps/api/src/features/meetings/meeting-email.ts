import type { TLanguage } from "@radar/contract/constants";
import { MEETING_TIME_ZONE } from "@radar/contract/meetings";
import type { AppContext } from "../../core/context.ts";
import { renderEmailHtml } from "../../core/mail/layout.ts";
import type { MailMessage } from "../../core/mail/mailer.ts";
import type { MeetingRow } from "./meeting-dto.ts";

// Gregorian calendar and Latin digits in Arabic too, as the web app shows dates (lib/format.ts).
const LOCALES: Record<TLanguage, string> = { en: "en-US", ar: "ar-SA-u-ca-gregory-nu-latn" };

/** "Sunday, November 22, 2026" and "9:30 AM" in Riyadh time, in the recipient's language. */
export function meetingWhen(start: Date, language: TLanguage): { date: string; time: string } {
  const locale = LOCALES[language];
  return {
    date: new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: MEETING_TIME_ZONE }).format(start),
    time: new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: MEETING_TIME_ZONE }).format(start),
  };
}

type Details = { date: string; time: string; minutes: number; name: string };

const COPY = {
  en: {
    confirmed: {
      subject: (d: Details) => `Your consultation on ${d.date} is booked`,
      heading: "Your consultation is booked",
      body: (d: Details) => `Your ${d.minutes}-minute consultation is scheduled for ${d.date} at ${d.time} (Riyadh time).`,
      join: "Join with the link below at the start time; it also appears on your Book Meeting page.",
      action: "Join the meeting",
      footer: "Need another time? Cancel from the Book Meeting page before the start and its credits are returned.",
    },
    cancelled: {
      subject: (d: Details) => `Your consultation on ${d.date} is cancelled`,
      heading: "Your consultation is cancelled",
      body: (d: Details) => `The ${d.minutes}-minute consultation of ${d.date} at ${d.time} (Riyadh time) has been cancelled.`,
      refund: "Its cost has been returned to your credits.",
      footer: "You can book a new consultation from the Book Meeting page at any time.",
    },
    greeting: (name: string) => `Hello ${name},`,
  },
  ar: {
    confirmed: {
      subject: (d: Details) => `تم حجز استشارتك يوم ${d.date}`,
      heading: "تم حجز استشارتك",
      body: (d: Details) => `موعد استشارتك ومدتها ${d.minutes} دقيقة هو ${d.date} الساعة ${d.time} (بتوقيت الرياض).`,
      join: "انضم عبر الرابط أدناه في موعد البدء؛ ستجده أيضاً في صفحة حجز الاستشارة.",
      action: "الانضمام إلى الاجتماع",
      footer: "هل تحتاج إلى موعد آخر؟ ألغِ الحجز من صفحة حجز الاستشارة قبل موعد البدء وستُعاد إليك أرصدته.",
    },
    cancelled: {
      subject: (d: Details) => `تم إلغاء استشارتك يوم ${d.date}`,
      heading: "تم إلغاء استشارتك",
      body: (d: Details) => `تم إلغاء الاستشارة ومدتها ${d.minutes} دقيقة المقررة يوم ${d.date} الساعة ${d.time} (بتوقيت الرياض).`,
      refund: "أُعيدت تكلفتها إلى رصيدك.",
      footer: "يمكنك حجز استشارة جديدة من صفحة حجز الاستشارة في أي وقت.",
    },
    greeting: (name: string) => `مرحباً ${name}،`,
  },
} as const;

export interface MeetingRecipient {
  email: string;
  first_name: string;
  language: TLanguage;
}

function details(meeting: MeetingRow, recipient: MeetingRecipient): Details {
  return {
    ...meetingWhen(meeting.start_time, recipient.language),
    minutes: meeting.duration_minutes,
    name: recipient.first_name || recipient.email,
  };
}

export function confirmationMessage(meeting: MeetingRow, recipient: MeetingRecipient): MailMessage {
  const copy = COPY[recipient.language];
  const d = details(meeting, recipient);
  const c = copy.confirmed;
  return {
    to: recipient.email,
    subject: c.subject(d),
    template: "meeting-confirmation",
    text: [copy.greeting(d.name), "", c.body(d), c.join, "", meeting.meeting_url, "", c.footer].join("\n"),
    html: renderEmailHtml({
      language: recipient.language,
      heading: c.heading,
      paragraphs: [copy.greeting(d.name), c.body(d), c.join],
      action: { label: c.action, url: meeting.meeting_url },
      footer: c.footer,
    }),
  };
}

export function cancellationMessage(meeting: MeetingRow, recipient: MeetingRecipient, refunded: boolean): MailMessage {
  const copy = COPY[recipient.language];
  const d = details(meeting, recipient);
  const c = copy.cancelled;
  const paragraphs = [copy.greeting(d.name), c.body(d), ...(refunded ? [c.refund] : [])];
  return {
    to: recipient.email,
    subject: c.subject(d),
    template: "meeting-cancelled",
    text: [...paragraphs, "", c.footer].join("\n"),
    html: renderEmailHtml({ language: recipient.language, heading: c.heading, paragraphs, footer: c.footer }),
  };
}

/** Mail goes out after the booking is committed; a failure to record it is logged, never undoes the booking. */
export async function sendMeetingMail(ctx: AppContext, userId: number, build: (recipient: MeetingRecipient) => MailMessage) {
  try {
    const recipient = await ctx.db
      .selectFrom("users")
      .select(["email", "first_name", "language"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (recipient) await ctx.mailer.send(build(recipient));
  } catch (error) {
    ctx.logger.error({ err: error, userId }, "meeting e-mail failed");
  }
}
