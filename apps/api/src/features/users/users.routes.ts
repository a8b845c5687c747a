import { AVATAR_MAX_BYTES } from "@radar/contract/constants";
import {
  ZAvatarUploadResponseSchema,
  ZUpdateLanguageRequestSchema,
  ZUpdateProfileRequestSchema,
  ZUserProfileSchema,
} from "@radar/contract/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate, currentUserId } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { AVATAR_MESSAGES, avatarError, saveAvatar } from "./avatar.service.ts";
import { getProfile, updateLanguage, updateProfile } from "./users.service.ts";

export function usersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const tags = ["user"];
    const security = [{ bearerAuth: [] }];

    app.get(
      "/user/profile/",
      { preHandler: requireUser, schema: { tags, security, response: { 200: ZUserProfileSchema } } },
      async (request) => getProfile(ctx, currentUserId(request)),
    );

    app.put(
      "/user/profile/update/",
      { preHandler: requireUser, schema: { tags, security, body: ZUpdateProfileRequestSchema, response: { 200: ZUserProfileSchema } } },
      async (request) => updateProfile(ctx, currentUserId(request), request.body),
    );

    app.put(
      "/user/language/",
      { preHandler: requireUser, schema: { tags, security, body: ZUpdateLanguageRequestSchema } },
      async (request, reply) => {
        await updateLanguage(ctx, currentUserId(request), request.body.language);
        return reply.status(204).send();
      },
    );

    app.post(
      "/user/avatar/upload/",
      {
        preHandler: requireUser,
        schema: { tags, security, consumes: ["multipart/form-data"], response: { 200: ZAvatarUploadResponseSchema } },
      },
      async (request) => {
        if (!request.isMultipart()) throw avatarError(AVATAR_MESSAGES.missing);
        const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
        if (file?.fieldname !== "avatar") throw avatarError(AVATAR_MESSAGES.missing);
        let buffer: Buffer;
        try {
          buffer = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw avatarError(AVATAR_MESSAGES.tooLarge);
          throw error;
        }
        return saveAvatar(ctx, currentUserId(request), buffer);
      },
    );

    app.get(
      "/media/avatars/:file",
      { schema: { hide: true, params: z.object({ file: z.string().regex(/^\d+-[a-f0-9]{24}\.webp$/) }) } },
      async (request, reply) => {
        const data = await ctx.storage.get(`avatars/${request.params.file}`);
        if (!data) throw AppError.notFound();
        return reply
          .header("content-type", "image/webp")
          .header("cache-control", "public, max-age=31536000, immutable")
          .header("x-content-type-options", "nosniff")
          .send(data);
      },
    );
  };
}
