type Json = unknown;

const isPlainObject = (value: Json): value is Record<string, Json> => value !== null && typeof value === "object" && !Array.isArray(value);

function isEmpty(value: Json): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

/**
 * SPEC §5: blank, null, empty-array and empty-object params are dropped before sending — at every
 * depth, so an object left empty by its dropped fields goes too. 0 and false are values and stay.
 */
export function dropEmpty<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => dropEmpty(item)).filter((item) => !isEmpty(item)) as T;
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, dropEmpty(item)] as const)
      .filter(([, item]) => !isEmpty(item));
    return Object.fromEntries(entries) as T;
  }
  return value;
}
