import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from "@radar/contract/constants";

export type AvatarProblem = "invalidType" | "tooLarge";

/**
 * The checks the server repeats on the file's content; doing them first saves uploading 5 MB just
 * to be told no. Returns the problem, or null when the file may be uploaded.
 */
export function validateAvatarFile(file: Pick<File, "type" | "size">): AvatarProblem | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return "invalidType";
  if (file.size > AVATAR_MAX_BYTES) return "tooLarge";
  return null;
}
