import type { TUser } from "@radar/contract/users";

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/**
 * Turns what the server (or localStorage) holds into a user, or null when it has no usable id.
 * SPEC §3: a string id is converted to an integer; the username defaults to the part of the email
 * before the at sign. Being lenient here keeps an older stored user readable after a release.
 */
export function toUser(raw: unknown): TUser | null {
  if (!raw || typeof raw !== "object") return null;
  const record = raw as Record<string, unknown>;
  const id = typeof record.id === "string" ? Number.parseInt(record.id, 10) : record.id;
  if (typeof id !== "number" || !Number.isInteger(id)) return null;
  const email = text(record.email);
  const metadata = record.app_metadata as Record<string, unknown> | undefined;
  return {
    id,
    email,
    username: text(record.username) || email.split("@")[0] || "",
    first_name: text(record.first_name),
    last_name: text(record.last_name),
    avatar_url: typeof record.avatar_url === "string" && record.avatar_url ? record.avatar_url : null,
    is_email_verified: record.is_email_verified === true,
    language: record.language === "ar" ? "ar" : "en",
    app_metadata: { role: metadata?.role === "admin" ? "admin" : "user" },
  };
}

export function displayName(user: Pick<TUser, "first_name" | "last_name" | "username" | "email">): string {
  const full = `${user.first_name} ${user.last_name}`.trim();
  return full || user.username || user.email;
}

export function initials(user: Pick<TUser, "first_name" | "last_name" | "username" | "email">): string {
  const first = user.first_name.trim()[0] ?? "";
  const last = user.last_name.trim()[0] ?? "";
  const fromNames = `${first}${last}`;
  return (fromNames || (user.username || user.email).slice(0, 2)).toUpperCase();
}
