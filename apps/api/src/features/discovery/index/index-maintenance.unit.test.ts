import { describe, expect, it } from "vitest";
import { buildOrder } from "./index-maintenance.ts";

const index = (name: string, definition: string) => ({ name, definition: `CREATE INDEX ${name} ON public.influencers ${definition}` });

describe("buildOrder", () => {
  it("starts the whole-table GIN, then the per-platform trigram indexes, then btrees, partial ones last", () => {
    const order = buildOrder([
      index("a_metric", "USING btree ((COALESCE(likes_count, -1)), id) WHERE (platform = 'tiktok'::influencer_platform)"),
      index("b_sort", "USING btree (platform, er_bp, id)"),
      index("c_text_instagram", "USING gin (search_text gin_trgm_ops) WHERE (platform = 'instagram'::influencer_platform)"),
      index("d_facets", "USING gin (facets)"),
      index("e_text_tiktok", "USING gin (search_text gin_trgm_ops) WHERE (platform = 'tiktok'::influencer_platform)"),
    ]).map((i) => i.name);
    expect(order).toEqual(["d_facets", "c_text_instagram", "e_text_tiktok", "b_sort", "a_metric"]);
  });
});
