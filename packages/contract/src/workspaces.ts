import { z } from "zod";
import { ZEmailSchema } from "./auth.ts";
import { LANGUAGES } from "./constants.ts";

/**
 * Workspaces: the team an account works in. Every user has a personal one (its owner); an owner or
 * admin invites colleagues by e-mail. Roles: owner (billing and members), admin (members), member.
 * A plan states its seats: members plus open invitations never exceed them.
 */

export const WORKSPACE_ROLES = ["owner", "admin", "member"] as const;
export type TWorkspaceRole = (typeof WORKSPACE_ROLES)[number];
export const INVITABLE_ROLES = ["admin", "member"] as const;

export const WORKSPACE_NAME_MAX = 120;
/** An invitation link lasts a week: long enough for a colleague back from leave, short enough to expire unused. */
export const WORKSPACE_INVITATION_TTL_DAYS = 7;
/** Seats of a workspace whose owners have no plan: the owner alone. */
export const WORKSPACE_SEATS_WITHOUT_PLAN = 1;

export const WORKSPACE_CODE = {
  seatsFull: "seats_full",
  lastOwner: "last_owner",
  alreadyMember: "already_member",
  invitationExpired: "invitation_expired",
  invitationUsed: "invitation_used",
  invitationEmail: "invitation_email_mismatch",
  notAllowed: "workspace_role_required",
} as const;

export const WORKSPACE_MSG = {
  notFound: "Workspace not found",
  memberNotFound: "Member not found",
  invitationNotFound: "Invitation not found",
  seatsFull: (seats: number) =>
    `Your plan includes ${seats} ${seats === 1 ? "seat" : "seats"}, all taken. Upgrade your plan to invite more members.`,
  lastOwner: "A workspace needs an owner: make another member owner before you leave or change your role.",
  alreadyMember: "This person is already a member of the workspace.",
  invitationExpired: "This invitation has expired. Ask for a new one.",
  invitationUsed: "This invitation has already been used.",
  invitationEmail: (email: string) => `This invitation is for ${email}. Sign in with that address to accept it.`,
  ownerOnly: "Only an owner of the workspace can do this.",
  managersOnly: "Only an owner or admin of the workspace can manage its members.",
  notOwnersRole: "Only an owner can change an owner's role or remove an owner.",
} as const;

export const ZWorkspaceNameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(WORKSPACE_NAME_MAX, `Name must be at most ${WORKSPACE_NAME_MAX} characters`);

/** One of the caller's workspaces (the top bar's switcher). */
export const ZWorkspaceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(WORKSPACE_ROLES),
  members: z.number().int(),
  current: z.boolean(),
});
export type TWorkspaceSummary = z.infer<typeof ZWorkspaceSummarySchema>;

/** GET /api/workspaces/ */
export const ZWorkspacesResponseSchema = z.object({ workspaces: z.array(ZWorkspaceSummarySchema) });
export type TWorkspacesResponse = z.infer<typeof ZWorkspacesResponseSchema>;

export const ZWorkspaceMemberSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(WORKSPACE_ROLES),
  joined_at: z.string(),
});
export type TWorkspaceMember = z.infer<typeof ZWorkspaceMemberSchema>;

export const ZWorkspaceInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  language: z.enum(LANGUAGES),
  invited_by: z.string().nullable().describe("The inviter's name"),
  expires_at: z.string(),
  created_at: z.string(),
});
export type TWorkspaceInvitation = z.infer<typeof ZWorkspaceInvitationSchema>;

/** GET /api/workspaces/current/: the workspace the caller works in, its members and (for owners and admins) open invitations. */
export const ZWorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(WORKSPACE_ROLES),
  seats: z.number().int().describe("Members plus open invitations may not exceed this (the owners' best plan)"),
  seats_used: z.number().int(),
  members: z.array(ZWorkspaceMemberSchema),
  invitations: z.array(ZWorkspaceInvitationSchema).describe("Open invitations; empty for members"),
});
export type TWorkspace = z.infer<typeof ZWorkspaceSchema>;

/** PUT /api/workspaces/current/ */
export const ZRenameWorkspaceRequestSchema = z.object({ name: ZWorkspaceNameSchema });

/** PUT /api/workspaces/current/switch/ */
export const ZSwitchWorkspaceRequestSchema = z.object({
  workspace_id: z.string({ error: "A workspace is required" }).regex(/^[1-9][0-9]{0,17}$/, "Invalid workspace"),
});

/** POST /api/workspaces/current/invitations/ */
export const ZInviteMemberRequestSchema = z.object({
  email: ZEmailSchema,
  role: z.enum(INVITABLE_ROLES, { error: "Role must be admin or member" }).default("member"),
  /** The e-mail's language when the address has no account yet (an account's own language wins). */
  language: z.enum(LANGUAGES).optional(),
});
export type TInviteMemberRequest = z.input<typeof ZInviteMemberRequestSchema>;

/** PUT /api/workspaces/current/members/{user_id}/ */
export const ZChangeRoleRequestSchema = z.object({ role: z.enum(WORKSPACE_ROLES, { error: "Role must be owner, admin or member" }) });

/** POST /api/workspaces/current/transfer/ */
export const ZTransferOwnershipRequestSchema = z.object({
  user_id: z.number({ error: "A member is required" }).int().positive().max(2_147_483_647, "Invalid member"),
});

/** GET /api/workspaces/invitations/{token}/ (no sign-in): what the link invites to. */
export const ZInvitationPreviewSchema = z.object({
  workspace_name: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  state: z.enum(["open", "expired", "used"]),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreviewSchema>;

/** POST /api/workspaces/invitations/accept/ */
export const ZAcceptInvitationRequestSchema = z.object({ token: z.string().min(20).max(200) });
