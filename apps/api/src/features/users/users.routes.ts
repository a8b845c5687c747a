import { AVATAR_MAX_BYTES } from "@radar/contract/constants";
import {
  ZAvatarUploadResponseSchema,
  ZUpdateLanguageRequestSchema,
  ZUpdateProfileRequestSchema,
  ZUserProfileSchema,
} from "@radar/contract/users";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate, currentUserId } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { AVATAR_MESSAGES, avatarError, saveAvatar } from "./avatar.service.ts";
import { getProfile, updateLanguage, updateProfile } from "./users.service.ts";

/** Multipart errors that mean "too much": a file past AVATAR_MAX_BYTES, too many files or parts. */
const TOO_MUCH = new Set(["FST_REQ_FILE_TOO_LARGE", "FST_FILES_LIMIT", "FST_PARTS_LIMIT", "FST_FIELDS_LIMIT"]);

function uploadError(error: unknown): AppError {
  const code = (error as { code?: unknown }).code;
  return avatarError(TOO_MUCH.has(String(code)) ? AVATAR_MESSAGES.tooLarge : AVATAR_MESSAGES.unreadable);
}

/**
 * The `avatar` file of a multipart upload, whole. A file past the limit is refused as too large —
 * never cut at the limit and the rest decoded — and a body that is no multipart at all (no
 * boundary, a broken part) is refused as unreadable.
 */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw avatarError(AVATAR_MESSAGES.missing);
  try {
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 }, throwFileSizeLimit: true });
    if (file?.fieldname !== "avatar") throw avatarError(AVATAR_MESSAGES.missing);
    const buffer = await file.toBuffer();
    // busboy marks a cut file after its last chunk has been read: look once the whole file is in.
    if (file.file.truncated || buffer.length > AVATAR_MAX_BYTES) throw avatarError(AVATAR_MESSAGES.tooLarge);
    return buffer;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw uploadError(error);
  }
}

export function usersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const tags = ["user"];
    const security = [{ bearerAuth: [] }];

    app.get(
      "/user/profile/",
      { onRequest: requireUser, schema: { tags, security, response: { 200: ZUserProfileSchema } } },
      async (request) => getProfile(ctx, currentUserId(request)),
    );

    app.put(
      "/user/profile/update/",
      { onRequest: requireUser, schema: { tags, security, body: ZUpdateProfileRequestSchema, response: { 200: ZUserProfileSchema } } },
      async (request) => updateProfile(ctx, currentUserId(request), request.body),
    );

    app.put(
      "/user/language/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          description:
            "The language the user chose (the top bar's switcher, Settings). E-mails — verification, password reset and " +
            "change, meetings — and reports are written in it, and signing in applies it to the web app.",
          body: ZUpdateLanguageRequestSchema,
          response: { 204: z.null().describe("Saved") },
        },
      },
      async (request, reply) => {
        await updateLanguage(ctx, currentUserId(request), request.body.language);
        return reply.status(204).send(null);
      },
    );

    app.post(
      "/user/avatar/upload/",
      {
        onRequest: requireUser,
        schema: { tags, security, consumes: ["multipart/form-data"], response: { 200: ZAvatarUploadResponseSchema } },
      },
      async (request) => saveAvatar(ctx, currentUserId(request), await readAvatarUpload(request)),
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
