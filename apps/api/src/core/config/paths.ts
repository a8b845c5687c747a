import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root: `.env`, `./data` and the built web app are found from here, whatever the cwd. */
export const REPO_ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));

export function fromRepoRoot(target: string): string {
  return path.resolve(REPO_ROOT, target);
}
