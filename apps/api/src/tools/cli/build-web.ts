import { REPO_ROOT } from "../../core/config/paths.ts";
import { ensureWebBuild } from "../web-build/web-build.ts";

// `npm start` runs this first: the web app is rebuilt only when its sources changed (web-build.ts).
try {
  ensureWebBuild(REPO_ROOT);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
