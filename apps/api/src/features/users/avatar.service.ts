import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { avatarUrl } from "../../core/users/user-dto.ts";

export const AVATAR_MESSAGES = {
  missing: "No file was uploaded. Please choose an image.",
  tooLarge: "File is too large. Maximum size is 5 MB.",
  invalidType: "Invalid file type. Please upload a JPEG, PNG or GIF image.",
} as const;

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "gif"]);
const AVATAR_SIZE = 512;

export function avatarError(message: string): AppError {
  return new AppError(400, message, { shape: "error" });
}

/**
 * The file's bytes decide its type, never its name or declared content type. Accepted images are
 * re-encoded (which also drops metadata such as GPS positions) to a square WebP.
 */
export async function saveAvatar(ctx: AppContext, userId: number, upload: Buffer): Promise<{ avatar_url: string }> {
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw avatarError(AVATAR_MESSAGES.invalidType);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw avatarError(AVATAR_MESSAGES.invalidType);

  let resized: Buffer;
  try {
    resized = await sharp(upload, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw avatarError(AVATAR_MESSAGES.invalidType);
  }

  const key = `avatars/${userId}-${randomBytes(12).toString("hex")}.webp`;
  await ctx.storage.put(key, resized);
  const previous = await ctx.db.selectFrom("users").select("avatar_path").where("id", "=", userId).executeTakeFirst();
  await ctx.db.updateTable("users").set({ avatar_path: key, updated_at: new Date() }).where("id", "=", userId).execute();
  if (previous?.avatar_path) await ctx.storage.delete(previous.avatar_path);
  return { avatar_url: avatarUrl(key) as string };
}
