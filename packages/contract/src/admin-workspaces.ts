import { z } from "zod";
import { ZCreditsValueSchema } from "./admin.ts";
import { ZInvoiceSchema } from "./invoices.ts";
import { WORKSPACE_ROLES } from "./workspaces.ts";

/**
 * The admin's Workspaces page: every workspace (search by its name or a member's e-mail), one
 * workspace's members, plan, credits and invoices, and setting its balance with a reason.
 */

export const ADMIN_WORKSPACES_PAGE_SIZE = 25;

export const ADMIN_WORKSPACE_MSG = {
  notFound: "Workspace not found",
  reasonRequired: "Please give a reason",
} as const;

/** GET /api/admin/workspaces/?q=&offset=&limit= */
export const ZAdminWorkspacesQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_WORKSPACES_PAGE_SIZE),
});
export type TAdminWorkspacesQuery = z.input<typeof ZAdminWorkspacesQuerySchema>;

/** The current subscription's plan, or null when the workspace has none. */
export const ZAdminWorkspacePlanSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: z.string(),
    end_date: z.string().nullable(),
  })
  .nullable();

export const ZAdminWorkspaceRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  owner_email: z.string().nullable(),
  members: z.number().int(),
  credits: z.number(),
  plan: ZAdminWorkspacePlanSchema,
  created_at: z.string(),
});
export type TAdminWorkspaceRow = z.infer<typeof ZAdminWorkspaceRowSchema>;

export const ZAdminWorkspacePageSchema = z.object({ count: z.number().int(), results: z.array(ZAdminWorkspaceRowSchema) });
export type TAdminWorkspacePage = z.infer<typeof ZAdminWorkspacePageSchema>;

export const ZAdminWorkspaceDetailSchema = ZAdminWorkspaceRowSchema.extend({
  member_list: z.array(
    z.object({
      user_id: z.number().int(),
      email: z.string(),
      name: z.string(),
      role: z.enum(WORKSPACE_ROLES),
      joined_at: z.string(),
    }),
  ),
  invoices: z.array(ZInvoiceSchema),
});
export type TAdminWorkspaceDetail = z.infer<typeof ZAdminWorkspaceDetailSchema>;

/** PUT /api/admin/workspaces/{id}/credits/: the new balance and why (the ledger row's reference). */
export const ZAdminSetWorkspaceCreditsSchema = z
  .object({
    credits: ZCreditsValueSchema,
    reason: z.string({ error: ADMIN_WORKSPACE_MSG.reasonRequired }).trim().min(1, ADMIN_WORKSPACE_MSG.reasonRequired).max(200),
  })
  .strict();
export type TAdminSetWorkspaceCredits = z.input<typeof ZAdminSetWorkspaceCreditsSchema>;
