import { timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../../core/context.ts";
import { recordCredentialForm } from "../sandbox/sandbox-credential-log.ts";
import { failsThisTime, sandboxFault, waitUnlessHungUp } from "../sandbox/sandbox-faults.ts";
import { sandboxPersona } from "../sandbox/sandbox-persona.ts";
import { lookupHandle } from "../sandbox/sandbox-renames.ts";
import { SANDBOX_CREDENTIALS } from "../source-settings.ts";
import { appSecretProof } from "./instagram-client.ts";
import { countGraphCall, GRAPH_ERRORS, type GraphErrorAnswer, graphUsageHeaders } from "./instagram-sandbox-answers.ts";
import { type FieldNode, FieldSyntaxError, parseFields } from "./instagram-sandbox-fields.ts";
import { GraphFieldError, type GraphObject, renderIgUser } from "./instagram-sandbox-render.ts";

const VERSION = /^v\d{1,3}\.\d{1,2}$/;
/** Any syntactically possible Instagram username; others cannot exist, like unknown ones. */
const USERNAME = /^[A-Za-z0-9._]{1,30}$/;
/** Our own professional account as the sandbox shows it (the path id of every call). */
const OWN_HANDLE = "radar.sandbox";
/** What Graph answers for a node whose fields are not named. */
const ID_ONLY: FieldNode[] = [{ name: "id", modifiers: {}, children: null }];

type Outcome = { status: number; body: unknown; fullBusinessUsage?: boolean } | { malformed: true };

/**
 * A Graph API that speaks Business Discovery at `/sandbox/graph/{version}/{ig-user-id}`: the
 * `fields` expression is parsed and only the requested fields are returned, the token and the
 * path id must be the sandbox's own (else Graph's #190), the token may come as a Bearer header or
 * `access_token` (the form is recorded for tests), `appsecret_proof` must match it (the app
 * requires the app secret; else #100), every answer carries Meta's usage headers
 * from a per-token hourly count (200 calls = 100 %, then #4), and the reserved handles answer
 * Graph's own failures.
 */
export function instagramSandboxRoutes(ctx: AppContext): FastifyPluginAsync {
  const { accessToken, userId, appSecret } = SANDBOX_CREDENTIALS.instagram;
  const publicUrl = ctx.config.PUBLIC_URL;

  return async (app) => {
    app.get("/:version/:igUserId", { schema: { hide: true } }, async (request, reply) => {
      const { version, igUserId } = request.params as { version: string; igUserId: string };
      const query = request.query as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === "string" ? value : undefined);
      const headerToken = /^(?:Bearer|OAuth) (.+)$/.exec(request.headers.authorization ?? "")?.[1];
      const token = text(query.access_token) ?? headerToken;
      if (token) recordCredentialForm("instagram", text(query.access_token) ? "query" : "header", request.url);
      // Without a token Meta knows of, there is no app to count for: no usage headers either.
      if (token !== accessToken) return sendError(reply, GRAPH_ERRORS.badToken());
      // An app with "Require App Secret" on: the proof must come, and be the token's HMAC with our secret.
      const proof = text(query.appsecret_proof);
      if (proof === undefined) return sendError(reply, GRAPH_ERRORS.proofMissing());
      if (!sameProof(proof, appSecretProof(token, appSecret))) return sendError(reply, GRAPH_ERRORS.proofInvalid());

      const now = new Date();
      const usage = await countGraphCall(ctx.db, token, now);
      const outcome: Outcome = usage.blocked ? GRAPH_ERRORS.appLimit() : await answer(version, igUserId, text(query.fields), request);
      const full = "fullBusinessUsage" in outcome && outcome.fullBusinessUsage === true;
      reply.headers(graphUsageHeaders(usage.used, userId, now, full));
      if ("malformed" in outcome)
        return reply
          .status(200)
          .header("content-type", "text/html; charset=utf-8")
          .send("<!DOCTYPE html><html><body>Sorry, something went wrong.</body></html>");
      return reply.status(outcome.status).send(outcome.body);
    });
  };

  async function answer(version: string, igUserId: string, fields: string | undefined, request: FastifyRequest): Promise<Outcome> {
    if (!VERSION.test(version)) return GRAPH_ERRORS.syntax(`Unknown path components: /${version}`);
    // Business Discovery is only read through our own account; any other id is refused like a bad token.
    if (igUserId !== userId) return GRAPH_ERRORS.badToken();
    let nodes: FieldNode[];
    try {
      nodes = fields === undefined ? ID_ONLY : parseFields(fields);
    } catch (error) {
      if (error instanceof FieldSyntaxError) return GRAPH_ERRORS.syntax(error.message);
      throw error;
    }
    const discovery = nodes.find((node) => node.name === "business_discovery");
    if (discovery) {
      const handle = discovery.modifiers.username;
      if (!handle) return GRAPH_ERRORS.invalidParameter("The parameter username is required");
      if (!USERNAME.test(handle)) return GRAPH_ERRORS.invalidUser(handle);
      const fault = await faultAnswer(handle.toLowerCase(), request);
      if (fault) return fault;
    }
    try {
      return { status: 200, body: ownAccount(nodes) };
    } catch (error) {
      if (!(error instanceof GraphFieldError)) throw error;
      if (error.kind === "permission") return GRAPH_ERRORS.noPermission();
      if (error.kind === "parameter") return GRAPH_ERRORS.invalidParameter(`Invalid ${error.field} parameter`);
      return GRAPH_ERRORS.nonexistingField(error.field, error.nodeType);
    }
  }

  function ownAccount(nodes: FieldNode[]): GraphObject {
    const business_discovery = {
      render: (node: FieldNode) => {
        const { original, answer } = lookupHandle("instagram", node.modifiers.username ?? "");
        return renderIgUser(sandboxPersona("instagram", original), node.children ?? ID_ONLY, { publicUrl, username: answer });
      },
    };
    return renderIgUser(sandboxPersona("instagram", OWN_HANDLE), nodes, { publicUrl, id: userId, edges: { business_discovery } });
  }

  async function faultAnswer(handle: string, request: FastifyRequest): Promise<Outcome | null> {
    switch (sandboxFault(handle)) {
      case "not_found":
      case "personal":
        return GRAPH_ERRORS.invalidUser(handle);
      case "quota":
        return { ...GRAPH_ERRORS.instagramLimit(), fullBusinessUsage: true };
      case "unauthorised":
        return GRAPH_ERRORS.expiredToken();
      case "server_error":
        return GRAPH_ERRORS.unavailable(500);
      case "flaky":
        return failsThisTime(`instagram:${handle}`) ? GRAPH_ERRORS.unavailable(503) : null;
      case "rate_limited":
        return failsThisTime(`instagram:${handle}`) ? GRAPH_ERRORS.customLimit() : null;
      case "malformed":
        return { malformed: true };
      case "slow":
        // A normal answer, late; or nothing worth rendering once the client has gone.
        return (await waitUnlessHungUp(request.raw)) ? null : GRAPH_ERRORS.unavailable(504);
      default:
        return null;
    }
  }
}

function sameProof(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function sendError(reply: FastifyReply, error: GraphErrorAnswer) {
  return reply.status(error.status).send(error.body);
}
