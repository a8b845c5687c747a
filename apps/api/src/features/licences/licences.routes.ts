import { ZErrorDetailSchema, ZFieldErrorsSchema } from "@radar/contract/errors";
import {
  ZAccountLicencesSchema,
  ZLicenceCountryParamsSchema,
  ZLicenceStatusesRequestSchema,
  ZLicenceStatusesResponseSchema,
  ZRecordLicenceBodySchema,
} from "@radar/contract/licences";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate, currentUserId } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { getAccountLicences, licenceStatusesOf, recordLicence, removeLicence } from "./licences.service.ts";

const tags = ["licences"];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string().regex(/^[1-9]\d{0,18}$/, "Invalid influencer id") });
const invalid = z.union([ZFieldErrorsSchema, ZErrorDetailSchema]);

/** Licences to advertise (Mawthooq in SA, the advertiser permit in AE) of indexed accounts. */
export function licencesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    app.get(
      "/influencers/:id/licences/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            "An indexed account's licence to advertise per country (SA: Mawthooq, AE: advertiser permit): the status (valid, expiring " +
            "within 30 days, expired, none) from the best record — a regulator's, then a user's, then the number its bio states — " +
            "with the regulator's public check page, and every record with who made it.",
          params: idParams,
          response: { 200: ZAccountLicencesSchema, 400: invalid, 404: ZErrorDetailSchema },
        },
      },
      async (request) => getAccountLicences(ctx, request.params.id),
    );
    app.put(
      "/influencers/:id/licences/:country/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            "Records (or confirms) an account's licence in a country as the signed-in user: number (4–12 digits, Arabic-Indic digits " +
            "accepted), expiry (a past date records it as expired), proof link, and whether it was checked at the regulator's page. " +
            "One user record per account and country: a later one replaces it. Every change is kept in the licence history.",
          params: ZLicenceCountryParamsSchema,
          body: ZRecordLicenceBodySchema,
          response: { 200: ZAccountLicencesSchema, 400: invalid, 404: ZErrorDetailSchema },
        },
      },
      async (request) => recordLicence(ctx, currentUserId(request), request.params.id, request.params.country, request.body),
    );
    app.delete(
      "/influencers/:id/licences/:country/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            "Removes the user-recorded licence of an account in a country (a number from the bio stays while the bio states it).",
          params: ZLicenceCountryParamsSchema,
          response: { 200: ZAccountLicencesSchema, 400: invalid, 404: ZErrorDetailSchema },
        },
      },
      async (request) => removeLicence(ctx, request.params.id, request.params.country),
    );
    app.post(
      "/licences/statuses/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description: "The licence statuses of up to 200 accounts at once (search cards, list rows); an unknown id answers 'none'.",
          body: ZLicenceStatusesRequestSchema,
          response: { 200: ZLicenceStatusesResponseSchema, 400: invalid },
        },
      },
      async (request) => licenceStatusesOf(ctx.db, request.body.influencer_ids),
    );
  };
}
