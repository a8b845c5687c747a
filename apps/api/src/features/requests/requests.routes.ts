import { ZErrorDetailSchema } from "@radar/contract/errors";
import { isAdminAnswer, REQUEST_MSG, type TRequestListQueryParsed, ZRequestListQuerySchema } from "@radar/contract/requests";
import { CAMPAIGN_REQUEST_KIND, COMPARISON_REQUEST_KIND } from "@radar/contract/requests-kinds";
import type { FastifySchemaCompiler } from "fastify";
import { type FastifyPluginAsyncZod, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate, currentUserId } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { currentWorkspace, type WorkspaceScope } from "../../core/workspaces/current-workspace.ts";
import { answerCampaignRequest, campaignStore, createCampaignRequest, updateCampaignRequest } from "./campaign-requests.service.ts";
import {
  answerComparisonRequest,
  comparisonStore,
  createComparisonRequest,
  updateComparisonRequest,
} from "./comparison-requests.service.ts";
import {
  deleteWorkspaceRequest,
  getAnyRequest,
  getWorkspaceRequest,
  listAllRequests,
  listWorkspaceRequests,
  type RequestStore,
} from "./request-store.ts";
import { assertAdmin, isAdmin } from "./requester.ts";

const OWN_ONLY = "The current workspace's requests only (every member's; any member may act on them): another workspace's id answers 404.";
const PENDING_ONLY = "Only while the request is pending; afterwards 409.";
const ADMIN_READ = "An admin reads any request (with its `customer`).";
const LIST = `${OWN_ONLY} With \`scope=all\` (admins only, else 403) every user's requests with their \`customer\`, filtered by \`status\`, paged by \`limit\` (≤ 200) and \`offset\`.`;
const ADMIN_UPDATE =
  "A body naming status, admin_notes, cost_estimate, priority, results or team_answer is an admin's answer: admins only " +
  "(else 403, before the body is checked), any user's request at any status, `status` required.";

/** A kind of request as its routes need it: the contract's description of it and the services that serve it. */
type KindServices<Row extends { user_id: number }, Dto, Create extends z.ZodType, Edit extends z.ZodType, Answer extends z.ZodType> = {
  contract: RequestKindContract & { create: Create; edit: Edit; answer: Answer; item: z.ZodType<Dto> };
  store: RequestStore<Row, Dto>;
  create: (ctx: AppContext, scope: WorkspaceScope, input: z.output<Create>) => Promise<Dto>;
  edit: (ctx: AppContext, scope: WorkspaceScope, id: number, patch: z.output<Edit>) => Promise<Dto>;
  answer: (ctx: AppContext, adminId: number, id: number, patch: z.output<Answer>) => Promise<Dto>;
};

type RequestKindContract = {
  path: string;
  tag: string;
  create: z.ZodType;
  createDescription: string;
  edit: z.ZodType;
  answer: z.ZodType;
  put: z.ZodType;
  putDescription: string;
  item: z.ZodType;
};

/** The same kind with its types let go at the route's edge, where the route's schema has checked every body. */
type KindRoutes = {
  contract: RequestKindContract;
  list: (ctx: AppContext, scope: WorkspaceScope) => Promise<unknown[]>;
  listAll: (ctx: AppContext, page: TRequestListQueryParsed) => Promise<unknown[]>;
  get: (ctx: AppContext, scope: WorkspaceScope, id: number) => Promise<unknown>;
  getAny: (ctx: AppContext, id: number) => Promise<unknown>;
  remove: (ctx: AppContext, scope: WorkspaceScope, id: number) => Promise<void>;
  create: (ctx: AppContext, scope: WorkspaceScope, body: unknown) => Promise<unknown>;
  edit: (ctx: AppContext, scope: WorkspaceScope, id: number, body: unknown) => Promise<unknown>;
  answer: (ctx: AppContext, adminId: number, id: number, body: unknown) => Promise<unknown>;
};

function kindRoutes<Row extends { user_id: number }, Dto, C extends z.ZodType, E extends z.ZodType, A extends z.ZodType>(
  kind: KindServices<Row, Dto, C, E, A>,
): KindRoutes {
  const { store } = kind;
  return {
    contract: kind.contract,
    list: (ctx, scope) => listWorkspaceRequests(ctx, store, scope),
    listAll: (ctx, page) => listAllRequests(ctx, store, page),
    get: (ctx, scope, id) => getWorkspaceRequest(ctx, store, scope, id),
    getAny: (ctx, id) => getAnyRequest(ctx, store, id),
    remove: (ctx, scope, id) => deleteWorkspaceRequest(ctx, store, scope, id),
    create: (ctx, scope, body) => kind.create(ctx, scope, body as z.output<C>),
    edit: (ctx, scope, id, body) => kind.edit(ctx, scope, id, body as z.output<E>),
    answer: (ctx, adminId, id, body) => kind.answer(ctx, adminId, id, body as z.output<A>),
  };
}

/**
 * A PUT body is checked against the admin's answer when it names an admin field, else against the
 * owner's edit: the documented body is the union of both, and each is checked with its own messages.
 */
function answerOrEdit(answer: z.ZodType, edit: z.ZodType): FastifySchemaCompiler<unknown> {
  return (route) => {
    const zodRoute = { ...route, schema: route.schema as z.ZodType };
    if (route.httpPart !== "body") return validatorCompiler(zodRoute);
    const validateAnswer = validatorCompiler({ ...zodRoute, schema: answer });
    const validateEdit = validatorCompiler({ ...zodRoute, schema: edit });
    return (data) => (isAdminAnswer(data) ? validateAnswer(data) : validateEdit(data));
  };
}

/** Campaign and comparison requests (SPEC §7): list, create, read, update and delete, the workspace's only; admins answer. */
export function requestsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const security = [{ bearerAuth: [] }];
    const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
    const missing = { 404: ZErrorDetailSchema };
    const locked = { 404: ZErrorDetailSchema, 409: ZErrorDetailSchema };
    const forbidden = { 403: ZErrorDetailSchema };

    function register(kind: KindRoutes) {
      const { contract } = kind;
      const tags = [contract.tag];
      const one = `${contract.path}:id/`;
      app.get(
        contract.path,
        {
          onRequest: requireUser,
          schema: {
            tags,
            security,
            querystring: ZRequestListQuerySchema,
            description: LIST,
            response: { 200: z.array(contract.item), ...forbidden },
          },
        },
        async (request) => {
          const userId = currentUserId(request);
          if (request.query.scope === "own") return kind.list(ctx, await currentWorkspace(ctx.db, request));
          await assertAdmin(ctx, userId);
          return kind.listAll(ctx, request.query);
        },
      );
      app.post(
        contract.path,
        {
          onRequest: requireUser,
          schema: { tags, security, description: contract.createDescription, body: contract.create, response: { 201: contract.item } },
        },
        async (request, reply) => reply.status(201).send(await kind.create(ctx, await currentWorkspace(ctx.db, request), request.body)),
      );
      app.get(
        one,
        {
          onRequest: requireUser,
          schema: { tags, security, params, description: `${OWN_ONLY} ${ADMIN_READ}`, response: { 200: contract.item, ...missing } },
        },
        async (request) => {
          const userId = currentUserId(request);
          if (await isAdmin(ctx, userId)) return kind.getAny(ctx, request.params.id);
          return kind.get(ctx, await currentWorkspace(ctx.db, request), request.params.id);
        },
      );
      app.put(
        one,
        {
          onRequest: requireUser,
          // The role decides before the body is looked at: a user naming an admin field hears 403, not what was wrong with it.
          preValidation: async (request) => {
            if (isAdminAnswer(request.body)) await assertAdmin(ctx, currentUserId(request), REQUEST_MSG.adminOnly);
          },
          validatorCompiler: answerOrEdit(contract.answer, contract.edit),
          schema: {
            tags,
            security,
            params,
            description: `${contract.putDescription} ${PENDING_ONLY} ${OWN_ONLY} ${ADMIN_UPDATE}`,
            body: contract.put,
            response: { 200: contract.item, ...locked, ...forbidden },
          },
        },
        async (request) => {
          const userId = currentUserId(request);
          // Validated above: an answer (it names an admin field, so the caller is an admin) or the owner's edit.
          if (isAdminAnswer(request.body)) return kind.answer(ctx, userId, request.params.id, request.body);
          return kind.edit(ctx, await currentWorkspace(ctx.db, request), request.params.id, request.body);
        },
      );
      app.delete(
        one,
        {
          onRequest: requireUser,
          schema: {
            tags,
            security,
            params,
            description: `${PENDING_ONLY} ${OWN_ONLY}`,
            response: { 204: z.null().describe("Deleted"), ...locked },
          },
        },
        async (request, reply) => {
          await kind.remove(ctx, await currentWorkspace(ctx.db, request), request.params.id);
          return reply.status(204).send(null);
        },
      );
    }

    register(
      kindRoutes({
        contract: CAMPAIGN_REQUEST_KIND,
        store: campaignStore,
        create: createCampaignRequest,
        edit: updateCampaignRequest,
        answer: answerCampaignRequest,
      }),
    );
    register(
      kindRoutes({
        contract: COMPARISON_REQUEST_KIND,
        store: comparisonStore,
        create: createComparisonRequest,
        edit: updateComparisonRequest,
        answer: answerComparisonRequest,
      }),
    );
  };
}
