import type { TLanguage } from "@radar/contract/constants";
import { actionEmail } from "../../core/mail/action-email.ts";
import type { MailMessage } from "../../core/mail/mailer.ts";

const RESET_COPY = {
  en: {
    subject: "Reset your Influencers Radar password",
    heading: "Reset your password",
    greeting: (name: string) => `Hello ${name},`,
    body: "We received a request to reset the password of your Influencers Radar account. Choose a new password with the button below.",
    action: "Set a new password",
    expiry: "This link expires in 1 hour and can be used once.",
    footer: "If you did not ask to reset your password, you can ignore this email: your password stays the same.",
  },
  ar: {
    subject: "إعادة تعيين كلمة المرور في رادار المؤثرين",
    heading: "أعد تعيين كلمة المرور",
    greeting: (name: string) => `مرحباً ${name}،`,
    body: "تلقّينا طلباً لإعادة تعيين كلمة مرور حسابك في رادار المؤثرين. اختر كلمة مرور جديدة من الزر أدناه.",
    action: "تعيين كلمة مرور جديدة",
    expiry: "تنتهي صلاحية هذا الرابط خلال ساعة واحدة ويمكن استخدامه مرة واحدة فقط.",
    footer: "إذا لم تطلب إعادة تعيين كلمة المرور، يمكنك تجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.",
  },
} as const;

const CHANGED_COPY = {
  en: {
    subject: "Your Influencers Radar password was changed",
    heading: "Your password was changed",
    greeting: (name: string) => `Hello ${name},`,
    body: "The password of your Influencers Radar account was just changed, and every device that was signed in has been signed out.",
    bodyOthers:
      "The password of your Influencers Radar account was just changed in Settings. The device that changed it stays signed in; every other device has been signed out.",
    action: "Log in",
    warning: "If you did not change it, reset your password at once from the login page and contact our support team.",
    footer: "This is a security notice sent to every account whose password changes.",
  },
  ar: {
    subject: "تم تغيير كلمة مرورك في رادار المؤثرين",
    heading: "تم تغيير كلمة المرور",
    greeting: (name: string) => `مرحباً ${name}،`,
    body: "تم للتو تغيير كلمة مرور حسابك في رادار المؤثرين، وتم تسجيل الخروج من جميع الأجهزة التي كانت مسجّلة الدخول.",
    bodyOthers:
      "تم للتو تغيير كلمة مرور حسابك في رادار المؤثرين من صفحة الإعدادات. يبقى الجهاز الذي غيّرها مسجّل الدخول، وتم تسجيل الخروج من جميع الأجهزة الأخرى.",
    action: "تسجيل الدخول",
    warning: "إذا لم تقم بتغييرها، أعد تعيين كلمة المرور فوراً من صفحة تسجيل الدخول وتواصل مع فريق الدعم.",
    footer: "هذا إشعار أمني يُرسل إلى كل حساب تتغيّر كلمة مروره.",
  },
} as const;

export function passwordResetMessage(options: {
  publicUrl: string;
  to: string;
  firstName: string;
  language: TLanguage;
  token: string;
}): MailMessage {
  const copy = RESET_COPY[options.language];
  const url = `${options.publicUrl}/reset-password?token=${encodeURIComponent(options.token)}`;
  const name = options.firstName || options.to;
  return actionEmail({
    to: options.to,
    template: "password-reset",
    language: options.language,
    subject: copy.subject,
    heading: copy.heading,
    beforeLink: [copy.greeting(name), copy.body],
    afterLink: [copy.expiry],
    action: { label: copy.action, url },
    footer: copy.footer,
  });
}

export function passwordChangedMessage(options: {
  publicUrl: string;
  to: string;
  firstName: string;
  language: TLanguage;
  /** Which sessions ended: all of them (a reset by e-mail) or all but the one that changed it (Settings). */
  signedOut?: "every" | "others";
}): MailMessage {
  const copy = CHANGED_COPY[options.language];
  const url = `${options.publicUrl}/login`;
  const name = options.firstName || options.to;
  return actionEmail({
    to: options.to,
    template: "password-changed",
    language: options.language,
    subject: copy.subject,
    heading: copy.heading,
    beforeLink: [copy.greeting(name), options.signedOut === "others" ? copy.bodyOthers : copy.body, copy.warning],
    action: { label: copy.action, url },
    footer: copy.footer,
  });
}
