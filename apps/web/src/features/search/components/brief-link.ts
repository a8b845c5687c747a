import { paths } from "@/config/paths";

/** The address parameter that carries a brief to the search screen (from the dashboard). */
export const BRIEF_PARAM = "brief";

/** The search screen that reads this brief on arrival and fills the filters with it; nothing is run or charged. */
export function briefSearchHref(text: string): string {
  return `${paths.search.path}?${new URLSearchParams({ [BRIEF_PARAM]: text.trim() }).toString()}`;
}
