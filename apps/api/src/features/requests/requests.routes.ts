import { ZErrorDetailSchema } from "@radar/contract/errors";
import {
  ZCampaignRequestListSchema,
  ZCampaignRequestSchema,
  ZComparisonRequestListSchema,
  ZComparisonRequestSchema,
  ZCreateCampaignRequestSchema,
  ZCreateComparisonRequestSchema,
  ZUpdateCampaignRequestSchema,
  ZUpdateComparisonRequestSchema,
} from "@radar/contract/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate, currentUserId } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
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

const OWN_ONLY = "The user's own requests only: someone else's id answers 404.";
const PENDING_ONLY = "Only while the request is pending; afterwards 409.";

/** Campaign and comparison requests (SPEC §7): list, create, read, update and delete, own only. */
export function requestsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const security = [{ bearerAuth: [] }];
    const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
    const missing = { 404: ZErrorDetailSchema };
    const locked = { 404: ZErrorDetailSchema, 409: ZErrorDetailSchema };
    const deleted = { 204: z.null().describe("Deleted"), ...locked };

    {
      const tags = ["campaign requests"];
      app.get(
        "/campaign-requests/",
        { preHandler: requireUser, schema: { tags, security, description: OWN_ONLY, response: { 200: ZCampaignRequestListSchema } } },
        async (request) => listCampaignRequests(ctx, currentUserId(request)),
      );
      app.post(
        "/campaign-requests/",
        {
          preHandler: requireUser,
          schema: { tags, security, body: ZCreateCampaignRequestSchema, response: { 201: ZCampaignRequestSchema } },
        },
        async (request, reply) => reply.status(201).send(await createCampaignRequest(ctx, currentUserId(request), request.body)),
      );
      app.get(
        "/campaign-requests/:id/",
        {
          preHandler: requireUser,
          schema: { tags, security, params, description: OWN_ONLY, response: { 200: ZCampaignRequestSchema, ...missing } },
        },
        async (request) => getCampaignRequest(ctx, currentUserId(request), request.params.id),
      );
      app.put(
        "/campaign-requests/:id/",
        {
          preHandler: requireUser,
          schema: {
            tags,
            security,
            params,
            description: `Changes any of the request's fields. ${PENDING_ONLY} ${OWN_ONLY}`,
            body: ZUpdateCampaignRequestSchema,
            response: { 200: ZCampaignRequestSchema, ...locked },
          },
        },
        async (request) => updateCampaignRequest(ctx, currentUserId(request), request.params.id, request.body),
      );
      app.delete(
        "/campaign-requests/:id/",
        { preHandler: requireUser, schema: { tags, security, params, description: `${PENDING_ONLY} ${OWN_ONLY}`, response: deleted } },
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
        { preHandler: requireUser, schema: { tags, security, description: OWN_ONLY, response: { 200: ZComparisonRequestListSchema } } },
        async (request) => listComparisonRequests(ctx, currentUserId(request)),
      );
      app.post(
        "/comparison-requests/",
        {
          preHandler: requireUser,
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
          preHandler: requireUser,
          schema: { tags, security, params, description: OWN_ONLY, response: { 200: ZComparisonRequestSchema, ...missing } },
        },
        async (request) => getComparisonRequest(ctx, currentUserId(request), request.params.id),
      );
      app.put(
        "/comparison-requests/:id/",
        {
          preHandler: requireUser,
          schema: {
            tags,
            security,
            params,
            description: `Changes the links or the description. ${PENDING_ONLY} ${OWN_ONLY}`,
            body: ZUpdateComparisonRequestSchema,
            response: { 200: ZComparisonRequestSchema, ...locked },
          },
        },
        async (request) => updateComparisonRequest(ctx, currentUserId(request), request.params.id, request.body),
      );
      app.delete(
        "/comparison-requests/:id/",
        { preHandler: requireUser, schema: { tags, security, params, description: `${PENDING_ONLY} ${OWN_ONLY}`, response: deleted } },
        async (request, reply) => {
          await deleteComparisonRequest(ctx, currentUserId(request), request.params.id);
          return reply.status(204).send(null);
        },
      );
    }
  };
}
