import type { TLanguage } from "@radar/contract/constants";
import { WORKSPACE_INVITATION_TTL_DAYS } from "@radar/contract/workspaces";
import { actionEmail } from "../../core/mail/action-email.ts";
import type { MailMessage } from "../../core/mail/mailer.ts";

const COPY = {
  en: {
    subject: (workspace: string) => `You are invited to ${workspace} on Influencers Radar`,
    heading: "Join your team on Influencers Radar",
    body: (inviter: string, workspace: string, role: string) =>
      `${inviter} invited you to the workspace “${workspace}” as ${role}. Members share the team's lists, profiles, reports and credits.`,
    roles: { admin: "an admin", member: "a member" },
    action: "Accept the invitation",
    expiry: `This link expires in ${WORKSPACE_INVITATION_TTL_DAYS} days and can be used once. Sign in (or create an account) with this e-mail address to accept it.`,
    footer: "If you did not expect this invitation, you can ignore this e-mail.",
    someone: "A colleague",
  },
  ar: {
    subject: (workspace: string) => `دعوة للانضمام إلى ${workspace} في رادار المؤثرين`,
    heading: "انضم إلى فريقك في رادار المؤثرين",
    body: (inviter: string, workspace: string, role: string) =>
      `دعاك ${inviter} إلى مساحة العمل «${workspace}» بصفة ${role}. يتشارك الأعضاء قوائم الفريق وملفاته وتقاريره ورصيده.`,
    roles: { admin: "مشرف", member: "عضو" },
    action: "قبول الدعوة",
    expiry: `تنتهي صلاحية هذا الرابط خلال ${WORKSPACE_INVITATION_TTL_DAYS} أيام ويمكن استخدامه مرة واحدة. سجّل الدخول (أو أنشئ حساباً) بهذا البريد الإلكتروني لقبولها.`,
    footer: "إذا لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة.",
    someone: "أحد زملائك",
  },
} as const;

export function invitationMessage(options: {
  publicUrl: string;
  to: string;
  language: TLanguage;
  inviter: string | null;
  workspace: string;
  role: "admin" | "member";
  token: string;
}): MailMessage {
  const copy = COPY[options.language];
  return actionEmail({
    to: options.to,
    template: "workspace-invitation",
    language: options.language,
    subject: copy.subject(options.workspace),
    heading: copy.heading,
    beforeLink: [copy.body(options.inviter ?? copy.someone, options.workspace, copy.roles[options.role])],
    afterLink: [copy.expiry],
    action: { label: copy.action, url: `${options.publicUrl}/invitations/${encodeURIComponent(options.token)}` },
    footer: copy.footer,
  });
}
