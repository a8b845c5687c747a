import type { FastifyReply } from "fastify";
import { failsThisTime, type SandboxFault, waitUnlessHungUp } from "../sandbox/sandbox-faults.ts";
import { SANDBOX_RETRY_AFTER } from "../sandbox/sandbox-retry-after.ts";

/** HypeAuditor's error envelope [P]; the codes are our choice where the reference names none. */
export function sendError(reply: FastifyReply, status: number, code: string | number, description: string) {
  return reply.status(status).send({ error: { code, description } });
}

export const sendUnauthorised = (reply: FastifyReply) => sendError(reply, 401, 401, "Wrong X-Auth-Id or X-Auth-Token");
export const sendNoCredits = (reply: FastifyReply) => sendError(reply, 402, 402, "Not enough credits. Please contact your account manager");

/**
 * Answers a reserved handle's failure in HypeAuditor's shape, or returns null when the request should
 * go on (flaky and ratelimited alternate; not_found and personal are the caller's, as they differ
 * between reports and searches).
 */
export async function answerFault(reply: FastifyReply, fault: SandboxFault | null, key: string): Promise<FastifyReply | null> {
  switch (fault) {
    case "quota":
      return sendNoCredits(reply);
    case "unauthorised":
      return sendUnauthorised(reply);
    case "server_error":
      return sendError(reply, 500, 500, "Internal server error");
    case "flaky":
      return failsThisTime(key) ? sendError(reply, 503, 503, "Service temporarily unavailable") : null;
    case "rate_limited":
      return failsThisTime(key)
        ? reply
            .header(SANDBOX_RETRY_AFTER, "1")
            .status(429)
            .send({ error: { code: 429, description: "Too many requests" } })
        : null;
    case "malformed":
      return reply.status(200).header("content-type", "text/html; charset=utf-8").send("<html><body>Maintenance</body></html>");
    case "slow":
      if (await waitUnlessHungUp(reply.raw)) return sendError(reply, 504, 504, "Gateway timeout");
      return reply.status(499).send();
    default:
      return null;
  }
}

/** `a[b][c]=1&search[]=x` (PHP-style form fields, as HypeAuditor's PHP examples post them) → nested objects and lists. */
export function formToObject(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    if (!match) continue;
    const keys = [match[1] ?? "", ...[...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? "")];
    let node = root;
    for (let i = 0; i < keys.length; i += 1) {
      const key = keys[i] ?? "";
      if (i === keys.length - 1) {
        node[key] = value;
      } else if (keys[i + 1] === "" && i + 1 === keys.length - 1) {
        const list = Array.isArray(node[key]) ? (node[key] as unknown[]) : [];
        list.push(value);
        node[key] = list;
        break;
      } else {
        const child = node[key];
        const next = typeof child === "object" && child !== null && !Array.isArray(child) ? (child as Record<string, unknown>) : {};
        node[key] = next;
        node = next;
      }
    }
  }
  return root;
}
