import { ZErrorDetailSchema, ZFieldErrorsSchema } from "@radar/contract/errors";
import {
  ZAcceptInvitationRequestSchema,
  ZChangeRoleRequestSchema,
  ZInvitationPreviewSchema,
  ZInviteMemberRequestSchema,
  ZRenameWorkspaceRequestSchema,
  ZSwitchWorkspaceRequestSchema,
  ZTransferOwnershipRequestSchema,
  ZWorkspaceSchema,
  ZWorkspacesResponseSchema,
} from "@radar/contract/workspaces";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate, currentUserId } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { registerUsageRoutes } from "./usage.routes.ts";
import {
  acceptInvitation,
  changeMemberRole,
  getCurrentWorkspace,
  inviteMember,
  leaveWorkspace,
  listWorkspaces,
  previewInvitation,
  removeMember,
  renameWorkspace,
  revokeInvitation,
  switchWorkspace,
  transferOwnership,
} from "./workspaces.service.ts";

/** Ids in paths: digits only, so a malformed id is a 400 from validation, never a database error. */
const ZDigits = z.string().regex(/^[1-9][0-9]{0,17}$/, "Invalid id");

/**
 * Workspaces under /api/workspaces/: the caller's workspaces and the current one's members and
 * invitations. Membership is read from the database on every request, so a removed member loses
 * access at once. A workspace the caller is not a member of is 404, as another user's resources are.
 */
export function workspacesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const invalid = z.union([ZErrorDetailSchema, ZFieldErrorsSchema]);
    /** The OpenAPI text of a signed-in route: its summary, and what it answers besides its refusals. */
    const signedIn = <T extends object>(summary: string, schema: T) => ({
      onRequest: requireUser,
      schema: { tags: ["workspaces"], security: [{ bearerAuth: [] }], summary, ...schema },
    });
    const refusals = { 400: invalid, 403: ZErrorDetailSchema, 404: ZErrorDetailSchema, 409: ZErrorDetailSchema };
    const answers = { response: { 200: ZWorkspaceSchema, ...refusals } };
    const memberParams = z.object({ user_id: z.coerce.number().int().positive().max(2_147_483_647) });
    const me = (request: FastifyRequest) => currentUserId(request);

    app.get(
      "/workspaces/",
      signedIn("The caller's workspaces (the top bar's switcher)", { response: { 200: ZWorkspacesResponseSchema } }),
      async (request) => listWorkspaces(ctx, me(request)),
    );
    app.get(
      "/workspaces/current/",
      signedIn("The current workspace, its members, seats and open invitations", { response: { 200: ZWorkspaceSchema } }),
      async (request) => getCurrentWorkspace(ctx, me(request)),
    );
    app.put(
      "/workspaces/current/",
      signedIn("Rename the current workspace (owners and admins)", { body: ZRenameWorkspaceRequestSchema, ...answers }),
      async (request) => renameWorkspace(ctx, me(request), request.body.name),
    );
    app.put(
      "/workspaces/current/switch/",
      signedIn("Switch to another of the caller's workspaces", { body: ZSwitchWorkspaceRequestSchema, ...answers }),
      async (request) => switchWorkspace(ctx, me(request), request.body.workspace_id),
    );
    app.post(
      "/workspaces/current/invitations/",
      signedIn("Invite a colleague by e-mail (owners and admins; within the plan's seats)", {
        description:
          "Sends a single-use link that expires in 7 days, in the invitee's language. Inviting the same address again " +
          "replaces its open invitation. 403 `seats_full` when members plus open invitations fill the plan's seats; " +
          "409 `already_member`.",
        body: ZInviteMemberRequestSchema,
        response: { 201: ZWorkspaceSchema, ...refusals },
      }),
      async (request, reply) => reply.status(201).send(await inviteMember(ctx, me(request), request.body)),
    );
    app.delete(
      "/workspaces/current/invitations/:id/",
      signedIn("Revoke an open invitation (owners and admins)", {
        params: z.object({ id: ZDigits }),
        response: { 204: z.null().describe("Revoked"), ...refusals },
      }),
      async (request, reply) => {
        await revokeInvitation(ctx, me(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.put(
      "/workspaces/current/members/:user_id/",
      signedIn("Change a member's role (owners and admins; owners' roles by owners only)", {
        params: memberParams,
        body: ZChangeRoleRequestSchema,
        ...answers,
      }),
      async (request) => changeMemberRole(ctx, me(request), request.params.user_id, request.body.role),
    );
    app.delete(
      "/workspaces/current/members/:user_id/",
      signedIn("Remove a member (owners and admins; never the last owner)", { params: memberParams, ...answers }),
      async (request) => removeMember(ctx, me(request), request.params.user_id),
    );
    app.post(
      "/workspaces/current/leave/",
      signedIn("Leave the current workspace (not its last owner); answers the workspace the caller is in now", answers),
      async (request) => leaveWorkspace(ctx, me(request)),
    );
    app.post(
      "/workspaces/current/transfer/",
      signedIn("Make a member the owner (owners only); the giver stays on as an admin", {
        body: ZTransferOwnershipRequestSchema,
        ...answers,
      }),
      async (request) => transferOwnership(ctx, me(request), request.body.user_id),
    );
    app.get(
      "/workspaces/invitations/:token/",
      {
        schema: {
          tags: ["workspaces"],
          summary: "What an invitation link invites to (no sign-in needed)",
          params: z.object({ token: z.string().min(20).max(200) }),
          response: { 200: ZInvitationPreviewSchema, 400: invalid, 404: ZErrorDetailSchema },
        },
      },
      async (request) => previewInvitation(ctx, request.params.token),
    );
    app.post(
      "/workspaces/invitations/accept/",
      signedIn("Accept an invitation as the address it was sent to", {
        description: "Single use. 409 `invitation_used`, 410 `invitation_expired`, 403 `invitation_email_mismatch` or `seats_full`.",
        body: ZAcceptInvitationRequestSchema,
        response: { 200: ZWorkspaceSchema, 410: ZErrorDetailSchema, ...refusals },
      }),
      async (request) => acceptInvitation(ctx, me(request), request.body.token),
    );
    registerUsageRoutes(app, ctx);
  };
}
