import { ZErrorDetailSchema, ZFieldErrorsSchema } from "@radar/contract/errors";
import {
  ZAvailableSlotsQuerySchema,
  ZCancelMeetingResponseSchema,
  ZCreateMeetingResponseSchema,
  ZCreateMeetingSchema,
  ZMeetingListQuerySchema,
  ZMeetingListSchema,
  ZTimeSlotListSchema,
} from "@radar/contract/meetings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { currentWorkspace } from "../../core/workspaces/current-workspace.ts";
import { meetingHours } from "./meeting-hours.ts";
import { cancelMeeting, createMeeting, listMeetings } from "./meetings.service.ts";
import { availableSlots } from "./slots.service.ts";

/** Consultations (SPEC §7 Meetings): available slots, book, list, cancel. */
export function meetingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // Read once: a bad combination of the MEETING_* variables stops the server at start-up.
  const hours = meetingHours(ctx.config);
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const security = [{ bearerAuth: [] }];
    const tags = ["meetings"];
    const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

    app.get(
      "/meetings/available-slots/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            "The day's slots (Asia/Riyadh working hours, MEETING_* settings); none on a day off. Past slots, slots beyond the booking horizon and slots overlapping any live meeting are unavailable.",
          querystring: ZAvailableSlotsQuerySchema,
          response: { 200: ZTimeSlotListSchema, 400: ZFieldErrorsSchema },
        },
      },
      async (request) => availableSlots(ctx, hours, request.query.date),
    );

    app.post(
      "/meetings/create/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            "Books a slot for the current workspace (the member who books is recorded): in the future, inside the working hours, at least 15 minutes, overlapping no other meeting (the database enforces it: a clash answers non_field_errors). Charges the workspace plan's consultation cost to the workspace's credits, or nothing for the workspace's first consultation of the period on plans with monthly_free_consultation. 402 when credits are short, 403 without a subscription.",
          body: ZCreateMeetingSchema,
          response: { 201: ZCreateMeetingResponseSchema, 400: ZFieldErrorsSchema, 402: ZErrorDetailSchema, 403: ZErrorDetailSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createMeeting(ctx, hours, await currentWorkspace(ctx.db, request), request.body)),
    );

    app.get(
      "/meetings/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            "The current workspace's meetings (every member's). status: scheduled, completed or cancelled; time: upcoming (not yet ended) or past.",
          querystring: ZMeetingListQuerySchema,
          response: { 200: ZMeetingListSchema, 400: ZFieldErrorsSchema },
        },
      },
      async (request) => listMeetings(ctx, await currentWorkspace(ctx.db, request), request.query),
    );

    app.post(
      "/meetings/:id/cancel/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          params,
          description:
            "Any member of the meeting's workspace (another workspace's id answers 404). Cancelled before its start the meeting's cost is refunded to the workspace; a completed or cancelled meeting answers 409.",
          response: { 200: ZCancelMeetingResponseSchema, 404: ZErrorDetailSchema, 409: ZErrorDetailSchema },
        },
      },
      async (request) => cancelMeeting(ctx, request.params.id, { scope: await currentWorkspace(ctx.db, request) }),
    );
  };
}
