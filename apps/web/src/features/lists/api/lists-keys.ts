/** Keyed by user, so an account switch in the same tab never shows the previous user's lists. */
export const listsKeys = {
  all: (userId: number) => ["lists", userId] as const,
  index: (userId: number) => ["lists", userId, "index"] as const,
  detail: (userId: number, listId: number) => ["lists", userId, "detail", listId] as const,
};
