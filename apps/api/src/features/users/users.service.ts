import type { TUpdateProfileRequest, TUserProfile } from "@radar/contract/users";
import { MSG } from "@radar/contract/validation-messages";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { toUserDto, type UserRow } from "../../core/users/user-dto.ts";
import { findUserById, isUniqueViolation, isUsernameTaken } from "../../core/users/user-queries.ts";
import { updateUserLanguage, updateUserNames } from "./account-queries.ts";

function toProfile(row: UserRow): TUserProfile {
  const { id, first_name, last_name, username, email, is_email_verified, avatar_url, language } = toUserDto(row);
  return { id, first_name, last_name, username, email, is_email_verified, avatar_url, language };
}

export async function getProfile(ctx: AppContext, userId: number): Promise<TUserProfile> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw AppError.notFound("User not found.");
  return toProfile(user);
}

export async function updateProfile(ctx: AppContext, userId: number, input: TUpdateProfileRequest): Promise<TUserProfile> {
  if (await isUsernameTaken(ctx.db, input.username, userId)) throw AppError.fields({ username: [MSG.usernameTaken] });
  try {
    const updated = await updateUserNames(ctx.db, userId, {
      first_name: input.first_name,
      last_name: input.last_name,
      username: input.username,
    });
    if (!updated) throw AppError.notFound("User not found.");
    return toProfile(updated);
  } catch (error) {
    if (isUniqueViolation(error, "users_username_key")) throw AppError.fields({ username: [MSG.usernameTaken] });
    throw error;
  }
}

export async function updateLanguage(ctx: AppContext, userId: number, language: "en" | "ar"): Promise<void> {
  await updateUserLanguage(ctx.db, userId, language);
}
