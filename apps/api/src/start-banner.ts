import type { AppConfig } from "./core/config/config.ts";
import { DEMO_ACCOUNTS } from "./tools/demo/demo-accounts.ts";

type BannerConfig = Pick<AppConfig, "PUBLIC_URL" | "SEED_DEMO" | "DEMO_PASSWORD" | "SMTP_URL" | "devFeatures">;

/**
 * What a newcomer needs once the development server is up: where to open it, how to sign in, and
 * where the verification e-mail of a new sign-up goes. `undefined` in production, whose log is JSON.
 */
export function startBanner(config: BannerConfig): string | undefined {
  if (!config.devFeatures) return undefined;
  const url = config.PUBLIC_URL;
  const lines = [`Influencers Radar is running at ${url}`];
  if (config.SEED_DEMO) {
    const accounts = DEMO_ACCOUNTS.map((account) => `${account.email} (${account.role})`).join(", ");
    lines.push(`  Demo accounts: ${accounts}, password ${config.DEMO_PASSWORD}`);
  }
  lines.push(
    config.SMTP_URL
      ? `  Verification e-mails are sent over SMTP and also listed at ${url}/api/dev/outbox`
      : `  Verification links are printed in this log ("mail (outbox)") and listed at ${url}/api/dev/outbox`,
  );
  lines.push(`  API documentation: ${url}/api/docs`);
  const width = Math.max(...lines.map((line) => line.length));
  const rule = "─".repeat(width);
  return [rule, ...lines, rule].join("\n");
}
