import path from "node:path";
import { REPO_ROOT } from "../../core/config/paths.ts";
import {
  formatLoginTiming,
  formatWeights,
  JS_BUDGETS,
  LOGIN_VISIBLE_BUDGET_MS,
  measureLoginVisible,
  measurePages,
  startBenchServer,
} from "../bench-web/bench-web.ts";
import { ensureWebBuild } from "../web-build/web-build.ts";

// `npm run bench:web`: the JavaScript /login and /search cost a first visit, and how long /login takes
// to show its form on a slow phone network. Builds the web app if its sources changed, serves it
// from a throwaway server, measures in Chromium, and exits 1 when a page is over a budget. `-- --files` lists every script a page downloaded.
async function main(): Promise<void> {
  ensureWebBuild(REPO_ROOT);
  const server = await startBenchServer(REPO_ROOT, path.join(REPO_ROOT, "apps/web/dist"));
  try {
    const weights = await measurePages(server.baseUrl);
    for (const line of formatWeights(weights, process.argv.includes("--files"))) console.log(line);
    const login = await measureLoginVisible(server.baseUrl);
    console.log(formatLoginTiming(login));
    const over = weights.filter((weight) => weight.jsBytes > JS_BUDGETS[weight.page]);
    process.exitCode = over.length > 0 || login.medianMs > LOGIN_VISIBLE_BUDGET_MS ? 1 : 0;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
