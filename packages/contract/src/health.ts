import { z } from "zod";

export const ZHealthResponseSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ status: z.enum(["up", "down"]), latency_ms: z.number().nullable(), embedded: z.boolean() }),
  version: z.string(),
  uptime_s: z.number(),
});
export type THealthResponse = z.infer<typeof ZHealthResponseSchema>;
