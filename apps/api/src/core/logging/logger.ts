import pino, { type Logger } from "pino";
import type { AppConfig } from "../config/config.ts";

/** JSON logs (one line per event, with the request id); pretty-printed when a person is watching. */
export function createLogger(config: Pick<AppConfig, "LOG_LEVEL" | "isProduction">): Logger {
  const pretty = !config.isProduction && process.stdout.isTTY;
  return pino({
    level: config.LOG_LEVEL,
    redact: { paths: ["req.headers.authorization", "*.password", "*.refresh", "*.access"], censor: "[redacted]" },
    ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } } : {}),
  });
}
