import { ZFieldErrorsSchema } from "@radar/contract/errors";
import {
  PROFILE_MSG,
  ZCreateSocialProfileRequestSchema,
  ZCreateSocialProfileResponseSchema,
  ZDeleteSocialProfileResponseSchema,
  ZProfileTargetingSchema,
  ZSocialProfileErrorSchema,
  ZSocialProfileListSchema,
} from "@radar/contract/profiles";
import { ZProfilePreviewRequestSchema, ZProfilePreviewResponseSchema } from "@radar/contract/sources";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { currentWorkspace } from "../../core/workspaces/current-workspace.ts";
import { previewProfile } from "./preview.service.ts";
import { addProfile, getProfileTargeting, listWorkspaceProfiles, removeProfile } from "./profiles.service.ts";

const MAX_ID = 2_147_483_647;

/** SPEC §5: the id must be numeric ('Invalid profile ID format'); an id beyond any row is simply not found. */
function profileId(raw: string): number {
  if (!/^\d{1,12}$/.test(raw)) throw AppError.badRequest(PROFILE_MSG.invalidId);
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw AppError.notFound(PROFILE_MSG.notFound);
  return id;
}

export function profilesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    // SPEC §7 reads `success` and `error` from the profiles API: refusals carry both, plus `detail`.
    const config = { errorShape: "profiles" as const };
    const tags = ["profiles"];
    const security = [{ bearerAuth: [] }];
    const params = z.object({ id: z.string() });
    const refusal = ZSocialProfileErrorSchema;
    const refusalOrFields = z.union([ZSocialProfileErrorSchema, ZFieldErrorsSchema]);

    app.get(
      "/social_profiles/",
      {
        onRequest: requireUser,
        config,
        schema: {
          tags,
          security,
          description:
            "The current workspace's social profiles (every member sees the same ones), with the index's live followers, " +
            "engagement (a fraction) and photo.",
          response: { 200: ZSocialProfileListSchema },
        },
      },
      async (request) => ({ success: true as const, profiles: await listWorkspaceProfiles(ctx, await currentWorkspace(ctx.db, request)) }),
    );

    app.post(
      "/social_profiles/add/",
      {
        onRequest: requireUser,
        config,
        schema: {
          tags,
          security,
          description:
            "Adds a profile to the current workspace (the member who adds it is recorded). The link must name the account; an account the index does not hold (or holds with figures older " +
            "than 24 h) is looked up at its platform's data sources and written into the index first; a source failure answers " +
            "404 (not_found) or 503 (quota_exhausted, unauthorised, unavailable) with its `code`, and nothing is saved. The account " +
            "needs at least 1,000 followers; a duplicate in the workspace answers 'Profile already exists'; the workspace plan's " +
            "max_profiles is enforced (403). " +
            "An unverified e-mail address is 403 email_unverified; a lookup that would buy a vendor report takes one of the plan's " +
            "daily vendor lookups (429 with Retry-After when spent, see the preview); a report being generated is 409 report_pending.",
          body: ZCreateSocialProfileRequestSchema,
          response: {
            201: ZCreateSocialProfileResponseSchema,
            400: refusalOrFields,
            403: refusal,
            404: refusal,
            409: refusal,
            429: refusal,
            503: refusal,
          },
        },
      },
      async (request, reply) => {
        const profile = await addProfile(ctx, await currentWorkspace(ctx.db, request), request.body, request.ip);
        return reply.status(201).send({ success: true as const, message: "Profile created successfully", profile });
      },
    );

    app.post(
      "/social_profiles/preview/",
      {
        onRequest: requireUser,
        config,
        schema: {
          tags,
          security,
          description:
            "The add-profile wizard's live preview of a pasted link: avatar, name, followers, engagement and where the figures " +
            "come from. Fresh index rows are answered as they are; others are looked up at the platform's data sources and " +
            "written into the index. Failures: 400 invalid_link, 404 not_found, 503 quota_exhausted / unauthorised / unavailable, " +
            "429 (20 previews a minute). Nothing is charged. 403 email_unverified without a verified address. An account only a " +
            "vendor (HypeAuditor, Modash) can describe needs a current plan (403 vendor_needs_plan) and takes one of the plan's daily " +
            "vendor lookups (Basic 10, Growth 30, Professional 100), within per-IP and global daily caps: 429 preview_allowance / " +
            "preview_ip_cap / preview_global_cap with Retry-After (seconds to midnight UTC). A platform's 'not found' is kept for " +
            "24 h (404, no source asked). A vendor report being generated answers 409 report_pending with Retry-After; a job " +
            "polls it and the next preview after the wait shows it.",
          body: ZProfilePreviewRequestSchema,
          response: {
            200: ZProfilePreviewResponseSchema,
            400: refusalOrFields,
            403: refusal,
            404: refusal,
            409: refusal,
            429: refusal,
            503: refusal,
          },
        },
      },
      async (request) => ({
        success: true as const,
        preview: await previewProfile(ctx, await currentWorkspace(ctx.db, request), request.body.profile_url, request.ip),
      }),
    );

    app.delete(
      "/social_profiles/remove/:id/",
      {
        onRequest: requireUser,
        config,
        schema: {
          tags,
          security,
          description: "Removes one of the current workspace's profiles (any member may); another workspace's id answers 404.",
          params,
          response: { 200: ZDeleteSocialProfileResponseSchema, 400: refusal, 404: refusal },
        },
      },
      async (request) => {
        await removeProfile(ctx, await currentWorkspace(ctx.db, request), profileId(request.params.id));
        return { success: true as const, message: "Profile deleted successfully" };
      },
    );

    app.get(
      "/social_profiles/:id/targeting/",
      {
        onRequest: requireUser,
        config,
        schema: {
          tags,
          security,
          description: "What the profile targets, to pre-fill a similar-influencer search (SPEC §3 profile targeting response).",
          params,
          response: { 200: ZProfileTargetingSchema, 400: refusal, 404: refusal },
        },
      },
      async (request) => getProfileTargeting(ctx, await currentWorkspace(ctx.db, request), profileId(request.params.id)),
    );
  };
}
