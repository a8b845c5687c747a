import { ZErrorDetailSchema } from "@radar/contract/errors";
import {
  ADMIN_REQUEST_FIELDS,
  REQUEST_MSG,
  ZAdminUpdateCampaignRequestSchema,
  ZAdminUpdateComparisonRequestSchema,
  ZCampaignRequestListSchema,
  ZCampaignRequestSchema,
  ZComparisonRequestListSchema,
  ZComparisonRequestSchema,
  ZCreateCampaignRequestSchema,
  ZCreateComparisonRequestSchema,
  ZRequestListQuerySchema,
  ZUpdateCampaignRequestSchema,
  ZUpdateComparisonRequestSchema,
} from "@radar/contract/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate, currentUserId } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import {
  adminUpdateCampaignRequest,
  adminUpdateComparisonRequest,
  getAnyCampaignRequest,
  getAnyComparisonRequest,
  listAllCampaignRequests,
  listAllComparisonRequests,
} from "./admin-requests.service.ts";
import {
  createCampaignRequest,
  deleteCampaignRequest,
  getCampaignRequest,
  listCampaignRequests,
  updateCampaignRequest,
} from "./campaign-requests.service.ts";
import {
  createComparisonRequest,
  deleteComparisonRequest,
  getComparisonRequest,
  listComparisonRequests,
  updateComparisonRequest,
} from "./comparison-requests.service.ts";
import { parseBody } from "./parse-body.ts";
import { assertAdmin, isAdmin } from "./requester.ts";

const OWN_ONLY = "The user's own requests only: someone else's id answers 404.";
const PENDING_ONLY = "Only while the request is pending; afterwards 409.";
const ADMIN_READ = "An admin reads any request (with its `customer`).";
const LIST = `${OWN_ONLY} With \`scope=all\` (admins only, else 403) every user's requests with their \`customer\`, filtered by \`status\`, paged by \`limit\` (≤ 200) and \`offset\`.`;
const ADMIN_UPDATE =
  "A body naming status, admin_notes, cost_estimate, priority or results is an admin's answer: admins only (else 403), " +
  "any user's request at any status, `status` required.";

/** Whether a PUT body carries any of the admin's fields (then it is an admin's answer). */
const isAdminBody = (body: Record<string, unknown>) => ADMIN_REQUEST_FIELDS.some((field) => Object.hasOwn(body, field));

/** Campaign and comparison requests (SPEC §7): list, create, read, update and delete, own only. */
export function requestsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const security = [{ bearerAuth: [] }];
    const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
    const missing = { 404: ZErrorDetailSchema };
    const locked = { 404: ZErrorDetailSchema, 409: ZErrorDetailSchema };
    const deleted = { 204: z.null().describe("Deleted"), ...locked };
    const querystring = ZRequestListQuerySchema;
    const anyBody = z.record(z.string(), z.unknown());
    const forbidden = { 403: ZErrorDetailSchema };

    {
      const tags = ["campaign requests"];
      app.get(
        "/campaign-requests/",
        {
          onRequest: requireUser,
          schema: { tags, security, querystring, description: LIST, response: { 200: ZCampaignRequestListSchema, ...forbidden } },
        },
        async (request) => {
          const userId = currentUserId(request);
          if (request.query.scope === "own") return listCampaignRequests(ctx, userId);
          await assertAdmin(ctx, userId);
          return listAllCampaignRequests(ctx, request.query);
        },
      );
      app.post(
        "/campaign-requests/",
        {
          onRequest: requireUser,
          schema: { tags, security, body: ZCreateCampaignRequestSchema, response: { 201: ZCampaignRequestSchema } },
        },
        async (request, reply) => reply.status(201).send(await createCampaignRequest(ctx, currentUserId(request), request.body)),
      );
      app.get(
        "/campaign-requests/:id/",
        {
          onRequest: requireUser,
          schema: {
            tags,
            security,
            params,
            description: `${OWN_ONLY} ${ADMIN_READ}`,
            response: { 200: ZCampaignRequestSchema, ...missing },
          },
        },
        async (request) => {
          const userId = currentUserId(request);
          if (await isAdmin(ctx, userId)) return getAnyCampaignRequest(ctx, request.params.id);
          return getCampaignRequest(ctx, userId, request.params.id);
        },
      );
      app.put(
        "/campaign-requests/:id/",
        {
          onRequest: requireUser,
          schema: {
            tags,
            security,
            params,
            description: `The owner changes any of the request's fields (ZUpdateCampaignRequestSchema). ${PENDING_ONLY} ${OWN_ONLY} ${ADMIN_UPDATE} (ZAdminUpdateCampaignRequestSchema: status, admin_notes, cost_estimate in SAR, priority)`,
            body: anyBody,
            response: { 200: ZCampaignRequestSchema, ...locked, ...forbidden },
          },
        },
        async (request) => {
          const userId = currentUserId(request);
          if (isAdminBody(request.body)) {
            await assertAdmin(ctx, userId, REQUEST_MSG.adminOnly);
            const patch = parseBody(ZAdminUpdateCampaignRequestSchema, request.body);
            return adminUpdateCampaignRequest(ctx, userId, request.params.id, patch);
          }
          return updateCampaignRequest(ctx, userId, request.params.id, parseBody(ZUpdateCampaignRequestSchema, request.body));
        },
      );
      app.delete(
        "/campaign-requests/:id/",
        { onRequest: requireUser, schema: { tags, security, params, description: `${PENDING_ONLY} ${OWN_ONLY}`, response: deleted } },
        async (request, reply) => {
          await deleteCampaignRequest(ctx, currentUserId(request), request.params.id);
          return reply.status(204).send(null);
        },
      );
    }

    {
      const tags = ["comparison requests"];
      app.get(
        "/comparison-requests/",
        {
          onRequest: requireUser,
          schema: { tags, security, querystring, description: LIST, response: { 200: ZComparisonRequestListSchema, ...forbidden } },
        },
        async (request) => {
          const userId = currentUserId(request);
          if (request.query.scope === "own") return listComparisonRequests(ctx, userId);
          await assertAdmin(ctx, userId);
          return listAllComparisonRequests(ctx, request.query);
        },
      );
      app.post(
        "/comparison-requests/",
        {
          onRequest: requireUser,
          schema: {
            tags,
            security,
            description: "2 to 10 profile links; blank entries are dropped before counting, each one must be a valid link.",
            body: ZCreateComparisonRequestSchema,
            response: { 201: ZComparisonRequestSchema },
          },
        },
        async (request, reply) => reply.status(201).send(await createComparisonRequest(ctx, currentUserId(request), request.body)),
      );
      app.get(
        "/comparison-requests/:id/",
        {
          onRequest: requireUser,
          schema: {
            tags,
            security,
            params,
            description: `${OWN_ONLY} ${ADMIN_READ}`,
            response: { 200: ZComparisonRequestSchema, ...missing },
          },
        },
        async (request) => {
          const userId = currentUserId(request);
          if (await isAdmin(ctx, userId)) return getAnyComparisonRequest(ctx, request.params.id);
          return getComparisonRequest(ctx, userId, request.params.id);
        },
      );
      app.put(
        "/comparison-requests/:id/",
        {
          onRequest: requireUser,
          schema: {
            tags,
            security,
            params,
            description: `The owner changes the links or the description (ZUpdateComparisonRequestSchema). ${PENDING_ONLY} ${OWN_ONLY} ${ADMIN_UPDATE} (ZAdminUpdateComparisonRequestSchema: status, description, results as text, admin_notes, priority)`,
            body: anyBody,
            response: { 200: ZComparisonRequestSchema, ...locked, ...forbidden },
          },
        },
        async (request) => {
          const userId = currentUserId(request);
          if (isAdminBody(request.body)) {
            await assertAdmin(ctx, userId, REQUEST_MSG.adminOnly);
            const patch = parseBody(ZAdminUpdateComparisonRequestSchema, request.body);
            return adminUpdateComparisonRequest(ctx, userId, request.params.id, patch);
          }
          return updateComparisonRequest(ctx, userId, request.params.id, parseBody(ZUpdateComparisonRequestSchema, request.body));
        },
      );
      app.delete(
        "/comparison-requests/:id/",
        { onRequest: requireUser, schema: { tags, security, params, description: `${PENDING_ONLY} ${OWN_ONLY}`, response: deleted } },
        async (request, reply) => {
          await deleteComparisonRequest(ctx, currentUserId(request), request.params.id);
          return reply.status(204).send(null);
        },
      );
    }
  };
}
