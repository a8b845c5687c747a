/** Up to two letters for an avatar without a photo: the first letters of the first two words. */
export function profileInitials(name: string): string {
  const words = name
    .replace(/[|@_.-]+/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters =
    words.length >= 2 ? `${[...(words[0] ?? "")][0] ?? ""}${[...(words[1] ?? "")][0] ?? ""}` : [...(words[0] ?? "?")].slice(0, 2).join("");
  return letters.toUpperCase() || "?";
}
