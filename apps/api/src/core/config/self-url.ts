import type { AppConfig } from "./config.ts";

/** The address this process can reach itself on over loopback: a wildcard listen address means 127.0.0.1. */
export function loopbackHost(host: string): string {
  if (host === "0.0.0.0" || host === "::" || host === "") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

/** `http://<loopback>:<PORT>`: where the server's own built-in sandboxes are reached by its clients. */
export function selfBaseUrl(config: Pick<AppConfig, "HOST" | "PORT">): string {
  return `http://${loopbackHost(config.HOST)}:${config.PORT}`;
}
