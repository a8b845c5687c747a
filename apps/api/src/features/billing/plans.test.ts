import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { createTestEnv, createUser, type TestEnv, workspaceIdOf } from "../../../test/helpers.ts";
import { currentPlanCosts } from "../../core/subscriptions/current-subscription.ts";
import { planLabel } from "./plans.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const PROFESSIONAL_FEATURES = ["maturity_baseline", "competitor_analysis", "duplicate_detection", "dedicated_employee"];

describe("GET /api/subscriptions/plans/", () => {
  it("lists the six plans of SPEC §9 to anyone, cacheable for 5 minutes", async () => {
    const response = await env.app.inject({ url: "/api/subscriptions/plans/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const plans = response.json() as Array<Record<string, unknown>>;
    const summary = plans.map((p) => [
      p.id,
      p.name,
      p.level,
      p.interval,
      p.price,
      p.included_credits,
      p.max_profiles,
      p.search_cost,
      p.report_cost,
      p.consultation_credit_cost,
      p.monthly_free_consultation,
      p.max_competitors,
    ]);
    expect(summary).toEqual([
      [1, "Basic", "basic", "month", 1500, 600, 1, 50, 40, 200, false, 0],
      [2, "Growth", "growth", "month", 3000, 1250, 3, 40, 30, 200, true, 1],
      [3, "Professional", "professional", "month", 6000, 2500, 10, 30, 20, 200, true, 2],
      [4, "Basic", "basic", "year", 15000, 600, 1, 50, 40, 200, false, 0],
      [5, "Growth", "growth", "year", 30000, 1250, 3, 40, 30, 200, true, 1],
      [6, "Professional", "professional", "year", 60000, 2500, 10, 30, 20, 200, true, 2],
    ]);
    for (const plan of plans) {
      expect(plan.creditAmount).toBe(plan.included_credits);
      expect(plan.currency).toBe("SAR");
      expect(plan.seats_available).toBe("available");
    }
    const professional = plans[2] as { features: Array<{ key: string; en: string; ar: string }> };
    expect(professional.features.map((f) => f.key)).toEqual(PROFESSIONAL_FEATURES);
    for (const feature of professional.features) expect(feature.ar).toMatch(/[\u0600-\u06FF]/);
    expect((plans[0] as { features: unknown[] }).features).toEqual([]);
  });
});

describe("plan helpers other features use", () => {
  it("currentPlanCosts is null without a subscription and the plan's figures with one", async () => {
    const user = await createUser(env.ctx);
    expect(await currentPlanCosts(env.ctx.db, workspaceIdOf(user))).toBeNull();
    await createSubscription(env.ctx, user.id, 3);
    expect(await currentPlanCosts(env.ctx.db, workspaceIdOf(user))).toEqual({
      planId: 3,
      search_cost: 30,
      report_cost: 20,
      consultation_credit_cost: 200,
      market_search_cost: 60,
      market_page_cost: 15,
      monthly_free_consultation: true,
      max_profiles: 10,
      max_competitors: 2,
    });
  });

  it("labels plan levels for the admin credits table", () => {
    expect(planLabel(null)).toBe("free");
    expect(planLabel("basic")).toBe("standard");
    expect(planLabel("growth")).toBe("standard");
    expect(planLabel("professional")).toBe("premium");
  });
});
