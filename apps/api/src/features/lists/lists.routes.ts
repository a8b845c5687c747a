import { ZErrorDetailSchema, ZFieldErrorsSchema } from "@radar/contract/errors";
import {
  LIST_LIMITS,
  ZAddListMembersRequestSchema,
  ZAddListMembersResponseSchema,
  ZCreateListRequestSchema,
  ZExportQuerySchema,
  ZInfluencerIdSchema,
  ZListDetailQuerySchema,
  ZListDetailSchema,
  ZListMemberSchema,
  ZListSummarySchema,
  ZListsResponseSchema,
  ZSharedListResponseSchema,
  ZShareListRequestSchema,
  ZShareListResponseSchema,
  ZUpdateListMemberRequestSchema,
  ZUpdateListRequestSchema,
} from "@radar/contract/lists";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { attachmentDisposition, EXPORT_CONTENT_TYPES } from "../../core/export/table-export.ts";
import { requestLanguage } from "../../core/http/request-language.ts";
import { currentWorkspace } from "../../core/workspaces/current-workspace.ts";
import { exportList } from "./list-export.ts";
import { sharedList, shareList, unshareList } from "./list-share.service.ts";
import {
  addMembers,
  createList,
  deleteList,
  getListDetail,
  getLists,
  parseInfluencerId,
  parseListId,
  removeMember,
  renameList,
  updateMember,
} from "./lists.service.ts";

const limitsText = Object.entries(LIST_LIMITS)
  .map(([level, limit]) => `${level} ${limit.lists ?? "unlimited"} lists × ${limit.members} members`)
  .join(", ");

/**
 * Shortlists: the owner's lists under /api/lists/, and the read-only view of a shared
 * list under /api/shared/lists/{token}/ (no login). Another workspace's list is 404, never 403.
 */
export function listsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const tags = ["lists"];
    const security = [{ bearerAuth: [] }];
    const listParams = z.object({ id: z.string() });
    const memberParams = z.object({ id: z.string(), influencer_id: ZInfluencerIdSchema });
    const invalid = z.union([ZErrorDetailSchema, ZFieldErrorsSchema]);
    const missing = { 404: ZErrorDetailSchema };
    const deleted = { 204: z.null().describe("Done") };

    app.get(
      "/lists/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description: `The workspace's lists (every member's), last changed first, with counts per status, share links and the plan's limits (${limitsText}).`,
          response: { 200: ZListsResponseSchema },
        },
      },
      async (request) => getLists(ctx, await currentWorkspace(ctx.db, request)),
    );

    app.post(
      "/lists/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description: `Creates a list. 403 (code list_limit) beyond the plan's number of lists (${limitsText}); 409 for a name the workspace already has (any case).`,
          body: ZCreateListRequestSchema,
          response: { 201: ZListSummarySchema, 400: invalid, 403: ZErrorDetailSchema, 409: ZErrorDetailSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await createList(ctx, await currentWorkspace(ctx.db, request), request.body.name)),
    );

    app.get(
      "/lists/:id/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            "A list with its members and the index's current figures (the last known ones, in_index false, for an account that left " +
            "the index); `status` filters, `sort` and `order` sort in the database. Unknown figures sort last.",
          params: listParams,
          querystring: ZListDetailQuerySchema,
          response: { 200: ZListDetailSchema, 400: invalid, ...missing },
        },
      },
      async (request) => getListDetail(ctx, await currentWorkspace(ctx.db, request), parseListId(request.params.id), request.query),
    );

    app.patch(
      "/lists/:id/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description: "Renames a list (409 for a name the workspace already has).",
          params: listParams,
          body: ZUpdateListRequestSchema,
          response: { 200: ZListSummarySchema, 400: invalid, ...missing, 409: ZErrorDetailSchema },
        },
      },
      async (request) => renameList(ctx, await currentWorkspace(ctx.db, request), parseListId(request.params.id), request.body.name),
    );

    app.delete(
      "/lists/:id/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description: "Deletes a list, its members and its share link.",
          params: listParams,
          response: { ...deleted, ...missing },
        },
      },
      async (request, reply) => {
        await deleteList(ctx, await currentWorkspace(ctx.db, request), parseListId(request.params.id));
        return reply.status(204).send(null);
      },
    );

    app.post(
      "/lists/:id/members/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            "Adds influencers of the index. Ids already on the list are kept as they were (idempotent). All or nothing: an id the " +
            "index does not hold is 400 (code unknown_influencers), a batch that would exceed the plan's members per list is 403 (code member_limit).",
          params: listParams,
          body: ZAddListMembersRequestSchema,
          response: { 200: ZAddListMembersResponseSchema, 400: invalid, 403: ZErrorDetailSchema, ...missing },
        },
      },
      async (request) =>
        addMembers(ctx, await currentWorkspace(ctx.db, request), parseListId(request.params.id), request.body.influencer_ids),
    );

    app.patch(
      "/lists/:id/members/:influencer_id/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description: "Changes a member's status, agreed price (null clears it) and note.",
          params: memberParams,
          body: ZUpdateListMemberRequestSchema,
          response: { 200: ZListMemberSchema, 400: invalid, ...missing },
        },
      },
      async (request) =>
        updateMember(
          ctx,
          await currentWorkspace(ctx.db, request),
          parseListId(request.params.id),
          parseInfluencerId(request.params.influencer_id),
          request.body,
        ),
    );

    app.delete(
      "/lists/:id/members/:influencer_id/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description: "Removes a member from the list.",
          params: memberParams,
          response: { ...deleted, 400: invalid, ...missing },
        },
      },
      async (request, reply) => {
        await removeMember(
          ctx,
          await currentWorkspace(ctx.db, request),
          parseListId(request.params.id),
          parseInfluencerId(request.params.influencer_id),
        );
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/lists/:id/export/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            "Downloads the list as CSV (UTF-8 with BOM) or XLSX (typed cells; a right-to-left sheet in Arabic), streamed. The header " +
            "row is in `lang`, else in the language of Accept-Language (Arabic or English). Text a spreadsheet could run as a formula " +
            "(starting with =, +, -, @, a tab or a carriage return, or an apostrophe) gets one leading apostrophe; numbers and dates stay typed.",
          params: listParams,
          querystring: ZExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { format } = request.query;
        const lang = requestLanguage(request, request.query.lang);
        const { stream, baseName } = await exportList(
          ctx,
          await currentWorkspace(ctx.db, request),
          parseListId(request.params.id),
          format,
          lang,
        );
        return reply
          .header("content-disposition", attachmentDisposition(baseName, format))
          .header("cache-control", "private, no-store")
          .type(EXPORT_CONTENT_TYPES[format])
          .send(stream);
      },
    );

    app.post(
      "/lists/:id/share/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            "Shares the list read-only by a link with an unguessable token. Sharing again issues a new token: the old link stops working. " +
            "Notes and prices are shown only with include_notes.",
          params: listParams,
          body: ZShareListRequestSchema,
          response: { 200: ZShareListResponseSchema, 400: invalid, ...missing },
        },
      },
      async (request) =>
        shareList(ctx, await currentWorkspace(ctx.db, request), parseListId(request.params.id), request.body.include_notes),
    );

    app.delete(
      "/lists/:id/share/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description: "Stops sharing the list: its link answers 404.",
          params: listParams,
          response: { ...deleted, ...missing },
        },
      },
      async (request, reply) => {
        await unshareList(ctx, await currentWorkspace(ctx.db, request), parseListId(request.params.id));
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/shared/lists/:token/",
      {
        schema: {
          tags,
          description:
            "A shared list, read-only, without login: names, figures and status; the owner's notes and prices only when they were " +
            "included. 404 for an unknown or revoked token; at most 120 views a minute per address (429).",
          params: z.object({ token: z.string() }),
          response: { 200: ZSharedListResponseSchema, ...missing, 429: ZErrorDetailSchema },
        },
      },
      async (request, reply) => {
        const shared = await sharedList(ctx, request.params.token, request.ip);
        return reply.header("cache-control", "no-store").send(shared);
      },
    );
  };
}
