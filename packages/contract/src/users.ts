import { z } from "zod";
import { ROLES } from "./constants.ts";
import { MSG } from "./validation-messages.ts";

export const ZUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar_url: z.string().nullable(),
  is_email_verified: z.boolean(),
  language: z.enum(["en", "ar"]),
  app_metadata: z.object({ role: z.enum(ROLES) }),
});
export type TUser = z.infer<typeof ZUserSchema>;

/** GET /api/user/profile/ */
export const ZUserProfileSchema = ZUserSchema.pick({
  id: true,
  first_name: true,
  last_name: true,
  username: true,
  email: true,
  is_email_verified: true,
  avatar_url: true,
  language: true,
});
export type TUserProfile = z.infer<typeof ZUserProfileSchema>;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** PUT /api/user/profile/update/ — email is not editable and is not sent (SPEC §5). */
export const ZUpdateProfileRequestSchema = z.object({
  first_name: z.string().trim().min(2, MSG.firstNameMin).max(50, MSG.firstNameMax),
  last_name: z.string().trim().min(2, MSG.lastNameMin).max(50, MSG.lastNameMax),
  username: z.string().trim().min(3, MSG.usernameMin).max(50, MSG.usernameMax).regex(USERNAME_PATTERN, MSG.usernamePattern),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequestSchema>;

/** POST /api/user/avatar/upload/ */
export const ZAvatarUploadResponseSchema = z.object({ avatar_url: z.string() });
export type TAvatarUploadResponse = z.infer<typeof ZAvatarUploadResponseSchema>;

/** PUT /api/user/language/ — keeps the language for e-mails and reports in step with the UI. */
export const ZUpdateLanguageRequestSchema = z.object({ language: z.enum(["en", "ar"]) });
export type TUpdateLanguageRequest = z.infer<typeof ZUpdateLanguageRequestSchema>;
