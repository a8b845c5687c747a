import pino, { type Logger } from "pino";
import type { AppConfig } from "../config/config.ts";

/**
 * JSON logs (one line per event, with the request id) in production and tests; in development one
 * readable line per event, whether a terminal or a pipe (`npm start | tee`) receives it.
 */
export function createLogger(config: Pick<AppConfig, "LOG_LEVEL" | "isProduction" | "NODE_ENV">): Logger {
  const pretty = config.NODE_ENV === "development";
  return pino({
    level: config.LOG_LEVEL,
    redact: { paths: ["req.headers.authorization", "*.password", "*.refresh", "*.access"], censor: "[redacted]" },
    ...(pretty
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "HH:MM:ss", ignore: "pid,hostname", colorize: process.stdout.isTTY },
          },
        }
      : {}),
  });
}
