/**
 * An error's message and those of its causes, for a log line an operator reads at the default
 * level: "Could not start the embedded PostgreSQL …: PostgreSQL did not start (exit code 1): FATAL: …".
 * A thrown non-Error (an `undefined` rejection) is named as such instead of printing "undefined".
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    const message = current instanceof Error ? current.message : `a non-error value was thrown: ${String(current)}`;
    if (!parts.some((part) => part.includes(message))) parts.push(message);
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join("\ncaused by: ") || `a non-error value was thrown: ${String(error)}`;
}
