import { createHash, randomBytes } from "node:crypto";
import type { TLanguage } from "@radar/contract/constants";
import { EMAIL_VERIFICATION_TTL_HOURS } from "@radar/contract/constants";
import type { Transaction } from "kysely";
import type { AppContext } from "../../core/context.ts";
import type { Database } from "../../core/db/database.ts";
import type { DB } from "../../core/db/schema.ts";
import { actionEmail } from "../../core/mail/action-email.ts";
import type { MailMessage } from "../../core/mail/mailer.ts";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a single-use token valid for 24 h. Only its hash is stored. */
export async function createVerificationToken(db: Database | Transaction<DB>, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("email_verification_tokens")
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + EMAIL_VERIFICATION_TTL_HOURS * 3600 * 1000),
    })
    .execute();
  return token;
}

const COPY = {
  en: {
    subject: "Verify your email for Influencers Radar",
    heading: "Confirm your email address",
    greeting: (name: string) => `Hello ${name},`,
    body: "Thanks for signing up for Influencers Radar. Please confirm your email address to activate your account.",
    action: "Verify email",
    expiry: `This link expires in ${EMAIL_VERIFICATION_TTL_HOURS} hours and can be used once.`,
    footer: "If you did not create an account, you can ignore this email.",
  },
  ar: {
    subject: "تأكيد بريدك الإلكتروني في رادار المؤثرين",
    heading: "أكّد عنوان بريدك الإلكتروني",
    greeting: (name: string) => `مرحباً ${name}،`,
    body: "شكراً لتسجيلك في رادار المؤثرين. يُرجى تأكيد بريدك الإلكتروني لتفعيل حسابك.",
    action: "تأكيد البريد الإلكتروني",
    expiry: `تنتهي صلاحية هذا الرابط خلال ${EMAIL_VERIFICATION_TTL_HOURS} ساعة ويمكن استخدامه مرة واحدة فقط.`,
    footer: "إذا لم تقم بإنشاء حساب، يمكنك تجاهل هذه الرسالة.",
  },
} as const;

export function verificationMessage(options: {
  publicUrl: string;
  to: string;
  firstName: string;
  language: TLanguage;
  token: string;
}): MailMessage {
  const copy = COPY[options.language];
  const url = `${options.publicUrl}/verify-email?token=${encodeURIComponent(options.token)}`;
  const name = options.firstName || options.to;
  return actionEmail({
    to: options.to,
    template: "verify-email",
    language: options.language,
    subject: copy.subject,
    heading: copy.heading,
    beforeLink: [copy.greeting(name), copy.body],
    afterLink: [copy.expiry],
    action: { label: copy.action, url },
    footer: copy.footer,
  });
}

export async function sendVerificationEmail(
  ctx: AppContext,
  user: { email: string; first_name: string; language: TLanguage },
  token: string,
): Promise<void> {
  await ctx.mailer.send(
    verificationMessage({ publicUrl: ctx.config.PUBLIC_URL, to: user.email, firstName: user.first_name, language: user.language, token }),
  );
}
