import { INT32_MAX } from "@radar/contract/constants";
import { ZErrorDetailSchema, ZFieldErrorsSchema } from "@radar/contract/errors";
import {
  SAVED_SEARCH_NEW_MATCHES_CAP,
  SAVED_SEARCHES_MAX,
  ZCreateSavedSearchRequestSchema,
  ZSavedSearchesResponseSchema,
  ZSavedSearchSchema,
} from "@radar/contract/saved-searches";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate } from "../../../core/auth/authenticate.ts";
import type { AppContext } from "../../../core/context.ts";
import { currentWorkspace } from "../../../core/workspaces/current-workspace.ts";
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from "./saved-searches.service.ts";

/** Saved searches: re-running one is POST /api/search/ with its filters. */
export function savedSearchesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const tags = ["search"];
    const security = [{ bearerAuth: [] }];
    const params = z.object({ id: z.coerce.number().int().positive().max(INT32_MAX) });

    app.get(
      "/saved-searches/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            "The workspace's saved searches (every member's), newest first. `new_matches`: accounts that entered the index since the search was last run " +
            `and match its filters now, up to ${SAVED_SEARCH_NEW_MATCHES_CAP} (null before the first run); counting them costs nothing. ` +
            "Any POST /api/search/ with equal filters (any member of the workspace) is a run: it sets last_run_at and last_total.",
          response: { 200: ZSavedSearchesResponseSchema },
        },
      },
      async (request) => listSavedSearches(ctx, await currentWorkspace(ctx.db, request)),
    );

    app.post(
      "/saved-searches/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            `Saves a search body under a name (unique per workspace, any case: 400 {name: [...]}); at most ${SAVED_SEARCHES_MAX} per workspace (403). ` +
            "Filters the index cannot run are 400. Saving filters searched (paid) within the last 30 minutes counts as their first run.",
          body: ZCreateSavedSearchRequestSchema,
          response: { 201: ZSavedSearchSchema, 400: z.union([ZFieldErrorsSchema, ZErrorDetailSchema]), 403: ZErrorDetailSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await createSavedSearch(ctx, await currentWorkspace(ctx.db, request), request.body)),
    );

    app.delete(
      "/saved-searches/:id/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          params,
          description: "Deletes one of the workspace's saved searches; another workspace's is 404.",
          response: { 204: z.null().describe("Deleted"), 404: ZErrorDetailSchema },
        },
      },
      async (request, reply) => {
        await deleteSavedSearch(ctx, await currentWorkspace(ctx.db, request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
