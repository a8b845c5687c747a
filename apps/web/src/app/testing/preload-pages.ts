/**
 * The router loads the signed-in frame and every page lazily. Tests of the whole app load them all
 * before their first test (top-level await), so that a test waits for what its page renders — not for
 * the test runner to transform a page's modules on first use, which takes seconds on a busy machine.
 * The same holds for sonner, which the app loads with its first toast (lib/toast.ts).
 */
import { loadSonner } from "@/lib/toast";

const pages = import.meta.glob(["../routes/*.tsx", "!../routes/*.test.tsx"]);

export async function preloadPages(): Promise<void> {
  await Promise.all([import("../shell/app-shell"), loadSonner(), ...Object.values(pages).map((load) => load())]);
}
