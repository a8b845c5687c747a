import { randomBytes } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { ImageWorkBusyError, imageWork, MAX_IMAGE_PIXELS } from "../../core/images/image-work.ts";
import { avatarUrl } from "../../core/users/user-dto.ts";
import { replaceAvatarPath } from "./account-queries.ts";

export const AVATAR_MESSAGES = {
  missing: "No file was uploaded. Please choose an image.",
  tooLarge: "File is too large. Maximum size is 5 MB.",
  invalidType: "Invalid file type. Please upload a JPEG, PNG or GIF image.",
  tooManyPixels: "Image dimensions are too large. Maximum is 4096 × 4096 pixels.",
  unreadable: "The upload could not be read. Please choose the image again.",
  busy: "Too many images are being processed. Please try again in a moment.",
} as const;

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "gif"]);
const AVATAR_SIZE = 512;

export function avatarError(message: string, status = 400): AppError {
  return new AppError(status, message, { shape: "error" });
}

/** The image's format, refused before any pixel is decoded when it is not ours or too big. */
async function checkedFormat(upload: Buffer): Promise<string> {
  let metadata: Metadata;
  try {
    // The header only: no pixel is decoded here, so the size can be judged before anything is.
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw avatarError(AVATAR_MESSAGES.invalidType);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw avatarError(AVATAR_MESSAGES.invalidType);
  // An animated GIF reports the height of all its frames stacked; only the first is decoded.
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if ((metadata.width ?? 0) * height > MAX_IMAGE_PIXELS) throw avatarError(AVATAR_MESSAGES.tooManyPixels);
  return metadata.format;
}

async function resizedAvatar(upload: Buffer): Promise<Buffer> {
  await checkedFormat(upload);
  try {
    return await sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw avatarError(AVATAR_MESSAGES.invalidType);
  }
}

/**
 * The file's bytes decide its type, never its name or declared content type. Accepted images are
 * re-encoded (which also drops metadata such as GPS positions) to a square WebP. Decoding waits for
 * one of the process's image slots; when too many uploads queue already the answer is 503.
 */
export async function saveAvatar(ctx: AppContext, userId: number, upload: Buffer): Promise<{ avatar_url: string }> {
  let resized: Buffer;
  try {
    resized = await imageWork.run(() => resizedAvatar(upload));
  } catch (error) {
    if (error instanceof ImageWorkBusyError) throw avatarError(AVATAR_MESSAGES.busy, 503);
    throw error;
  }

  const key = `avatars/${userId}-${randomBytes(12).toString("hex")}.webp`;
  await ctx.storage.put(key, resized);
  const previous = await replaceAvatarPath(ctx.db, userId, key);
  if (previous) await ctx.storage.delete(previous);
  return { avatar_url: avatarUrl(key) as string };
}
