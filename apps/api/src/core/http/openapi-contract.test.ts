import { describe, expect, it } from "vitest";
import { nameOperations, operationIdFor, summaryFromDescription, toOpenApi30Schema } from "./openapi-contract.ts";

describe("toOpenApi30Schema", () => {
  it("makes each typed branch of an untyped nullable union nullable, enums listing null", () => {
    const union = { nullable: true, anyOf: [{ type: "string", enum: ["a", "b"] }, { type: "integer" }] };
    expect(toOpenApi30Schema({ type: "object", properties: { x: union } })).toEqual({
      type: "object",
      properties: {
        x: {
          anyOf: [
            { type: "string", enum: ["a", "b", null], nullable: true },
            { type: "integer", nullable: true },
          ],
        },
      },
    });
    // The input is left as it was: zod's output may share one object between several routes.
    expect(union).toEqual({ nullable: true, anyOf: [{ type: "string", enum: ["a", "b"] }, { type: "integer" }] });
  });

  it("adds a null-only branch beside a $ref or an untyped branch, and wraps a nullable allOf", () => {
    const nullOnly = { type: "string", nullable: true, enum: [null] };
    expect(toOpenApi30Schema({ nullable: true, oneOf: [{ $ref: "#/components/schemas/A" }, { type: "string" }] })).toEqual({
      oneOf: [{ $ref: "#/components/schemas/A" }, { type: "string", nullable: true }, nullOnly],
    });
    expect(toOpenApi30Schema({ nullable: true, description: "d", allOf: [{ $ref: "#/components/schemas/A" }] })).toEqual({
      description: "d",
      anyOf: [{ allOf: [{ $ref: "#/components/schemas/A" }] }, nullOnly],
    });
    expect(toOpenApi30Schema({ nullable: true })).toEqual({});
  });

  it("lists an enum-keyed record's keys as properties and allows no other", () => {
    const value = { type: "integer" };
    expect(toOpenApi30Schema({ type: "object", additionalProperties: value, required: ["a", "b"] })).toEqual({
      type: "object",
      properties: { a: value, b: value },
      required: ["a", "b"],
      additionalProperties: false,
    });
    // A record with open keys has nothing required and stays a map.
    expect(toOpenApi30Schema({ type: "object", additionalProperties: value })).toEqual({ type: "object", additionalProperties: value });
  });

  it("reaches schemas nested in items, additionalProperties and branches", () => {
    const nullable = { nullable: true, anyOf: [{ type: "string" }, { type: "number" }] };
    const fixed = {
      anyOf: [
        { type: "string", nullable: true },
        { type: "number", nullable: true },
      ],
    };
    expect(toOpenApi30Schema({ type: "array", items: nullable })).toEqual({ type: "array", items: fixed });
    expect(toOpenApi30Schema({ type: "object", additionalProperties: nullable })).toEqual({ type: "object", additionalProperties: fixed });
    expect(toOpenApi30Schema({ allOf: [nullable] })).toEqual({ allOf: [fixed] });
  });
});

describe("operation names", () => {
  it("derives a camelCase id from the method and the path without /api", () => {
    expect(operationIdFor("get", "/api/health")).toBe("getHealth");
    expect(operationIdFor("post", "/api/subscriptions/{id}/withdraw_plan_change/")).toBe("postSubscriptionsByIdWithdrawPlanChange");
    expect(operationIdFor("delete", "/api/lists/{id}/members/{influencer_id}/")).toBe("deleteListsByIdMembersByInfluencerId");
    expect(operationIdFor("get", "/api/saved-searches/")).toBe("getSavedSearches");
  });

  it("summarises a description by its first sentence without asides, cut at a word", () => {
    expect(summaryFromDescription("Adds a profile. Then more.")).toBe("Adds a profile");
    expect(summaryFromDescription("A ticket (short-lived) that opens the stream; it opens nothing else.")).toBe(
      "A ticket that opens the stream; it opens nothing else",
    );
    expect(summaryFromDescription(undefined)).toBeUndefined();
    const long = summaryFromDescription(`${"word ".repeat(40)}end.`);
    expect(long?.length).toBeLessThanOrEqual(100);
    expect(long).toMatch(/word…$/);
  });

  it("keeps a route's own id and summary, makes derived ids unique and falls back to the description", () => {
    const name = nameOperations({ "GET /api/a-b/": "From the table" });
    const document = name({
      openapiObject: {
        openapi: "3.0.3",
        info: { title: "t", version: "1" },
        paths: {
          "/api/a-b/": { get: { responses: {} }, post: { operationId: "getAB", summary: "Own", responses: {} } },
          "/api/a/b/": { get: { description: "Reads b. More.", responses: {} }, put: { responses: {} } },
        },
      },
    });
    expect(document.paths?.["/api/a-b/"]?.get).toMatchObject({ operationId: "getAB2", summary: "From the table" });
    expect(document.paths?.["/api/a-b/"]?.post).toMatchObject({ operationId: "getAB", summary: "Own" });
    expect(document.paths?.["/api/a/b/"]?.get).toMatchObject({ operationId: "getAB3", summary: "Reads b" });
    expect(document.paths?.["/api/a/b/"]?.put).toMatchObject({ operationId: "putAB", summary: "PUT /api/a/b/" });
  });
});
