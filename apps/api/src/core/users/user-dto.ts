import type { TUser } from "@radar/contract/users";
import type { Selectable } from "kysely";
import type { UsersTable } from "../db/schema.ts";

export type UserRow = Selectable<UsersTable>;

/** Avatars are served by an unguessable file name, so <img> tags can show them without a token. */
export function avatarUrl(avatarPath: string | null): string | null {
  return avatarPath ? `/api/media/${avatarPath}` : null;
}

export function toUserDto(row: UserRow): TUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    avatar_url: avatarUrl(row.avatar_path),
    is_email_verified: row.is_email_verified,
    language: row.language,
    app_metadata: { role: row.role },
  };
}
