import { describe, expect, it } from "vitest";
import { buildOrder } from "./index-maintenance.ts";

const index = (name: string, definition: string) => ({ name, definition: `CREATE INDEX ${name} ON public.influencers ${definition}` });

describe("buildOrder", () => {
  it("starts the whole-table GIN, then btrees, the search-token GINs and the vocabulary's indexes, partial btrees last", () => {
    const order = buildOrder([
      index("a_metric", "USING btree ((COALESCE(likes_count, -1)), id) WHERE (platform = 'tiktok'::influencer_platform)"),
      index("b_sort", "USING btree (platform, er_bp, id)"),
      index("c_tokens_instagram", "USING gin (search_tokens) WHERE (platform = 'instagram'::influencer_platform)"),
      index("d_facets", "USING gin (facets)"),
      {
        name: "e_vocabulary_trgm",
        definition: "CREATE INDEX e_vocabulary_trgm ON public.search_vocabulary USING gin (token gin_trgm_ops)",
      },
    ]).map((i) => i.name);
    expect(order).toEqual(["d_facets", "b_sort", "c_tokens_instagram", "e_vocabulary_trgm", "a_metric"]);
  });
});
