import { z } from "zod";
import { fromRepoRoot } from "./paths.ts";
import { ZSourcesEnvSchema } from "./sources-env.ts";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy.ts";

const ZBooleanString = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** A boolean whose absence is kept, so a default can depend on other variables. */
const ZOptionalBooleanString = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "true" || value === "1"));

/** Credentials the built-in payment sandbox accepts and the client sends when PAYMENT_BASE_URL is unset. */
export const SANDBOX_PAYMENT_ENTITY_ID = "8ac7a4c9sandbox0entity";
export const SANDBOX_PAYMENT_ACCESS_TOKEN = "sandbox-access-token";
/** HyperPay takes mada on an entity of its own; the sandbox has one too, so the split is exercised everywhere. */
export const SANDBOX_PAYMENT_MADA_ENTITY_ID = "8ac7a4c9sandbox0mada";
/** The brands the gateway protocol knows; PAYMENT_BRANDS lists some of them, in the order the checkout offers them. */
export const PAYMENT_BRAND_NAMES = ["MADA", "VISA", "MASTER", "APPLEPAY"] as const;

/**
 * Every environment variable the server reads. Parsed once at start-up; a bad value stops the
 * process with a message that names the variable. `.env.example` mirrors this list.
 */
export const ZEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    /** Default: 0.0.0.0 in production, loopback otherwise (a development server exposes demo credentials). */
    HOST: z.string().min(1).optional(),
    TRUST_PROXY: z.string().optional(),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.url().optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(30 * 60),
    REFRESH_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(300)
      .default(14 * 24 * 60 * 60),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Influencers Radar <no-reply@radar.local>"),
    /** The team's address: contact requests from the plans page are e-mailed here. */
    CONTACT_EMAIL: z.email("must be an e-mail address").default("team@radar.local"),
    /** The seller on tax invoices (features/invoices): its registered names, VAT number and address. */
    INVOICE_SELLER_NAME_EN: z.string().trim().min(2).default("Influencers Radar"),
    INVOICE_SELLER_NAME_AR: z.string().trim().min(2).default("رادار المؤثرين"),
    INVOICE_SELLER_VAT_NUMBER: z
      .string()
      .regex(/^3\d{13}3$/, "must be a Saudi VAT number: 15 digits, starting and ending with 3")
      .default("300000000000003"),
    INVOICE_SELLER_ADDRESS: z.string().trim().min(2).default("King Fahd Road, Riyadh 12211, Saudi Arabia"),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
    DEMO_PASSWORD: z.string().min(8, "must be at least 8 characters").default("radar-demo-2026"),
    SEED_DEMO: ZBooleanString,
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    RESEND_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(3),
    RESEND_RATE_LIMIT_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(15 * 60),
    WEB_DIST_DIR: z.string().optional(),
    PAYMENT_BASE_URL: z.url().optional(),
    PAYMENT_SANDBOX: ZOptionalBooleanString,
    PAYMENT_ENTITY_ID: z.string().min(1).optional(),
    PAYMENT_ACCESS_TOKEN: z.string().min(1).optional(),
    PAYMENT_WEBHOOK_SECRET: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hexadecimal characters")
      .optional(),
    PAYMENT_BRANDS: z
      .string()
      .regex(/^[A-Z_]+( [A-Z_]+)*$/, "must be brand names separated by spaces, e.g. MADA VISA MASTER APPLEPAY")
      .refine(
        (value) => value.split(" ").every((brand) => (PAYMENT_BRAND_NAMES as readonly string[]).includes(brand)),
        `must list only ${PAYMENT_BRAND_NAMES.join(", ")}`,
      )
      .optional(),
    /** The entity id HyperPay gives for mada cards (the card entity refuses them). */
    PAYMENT_ENTITY_ID_MADA: z.string().min(1).optional(),
    /** Apple Pay's entity id when HyperPay gives it one of its own; the card entity otherwise. */
    PAYMENT_ENTITY_ID_APPLEPAY: z.string().min(1).optional(),
    PAYMENT_TEST_MODE: z.enum(["EXTERNAL", "INTERNAL"]).optional(),
    RUN_JOB_WORKERS: ZOptionalBooleanString,
    SEARCH_MEMORY_COUNT: ZOptionalBooleanString,
    SEARCH_COUNT_THREAD: ZOptionalBooleanString,
    // Consultations (features/meetings): the consultant's working days and hours in Asia/Riyadh, the
    // slot length, and the join link of each meeting ({room}: a random room name, {id}: the meeting id).
    MEETING_WORKDAYS: z
      .string()
      .regex(
        /^\s*(sun|mon|tue|wed|thu|fri|sat)\s*(,\s*(sun|mon|tue|wed|thu|fri|sat)\s*)*$/i,
        "must be day names separated by commas, e.g. sun,mon,tue,wed,thu",
      )
      .default("sun,mon,tue,wed,thu"),
    MEETING_DAY_START: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time as HH:mm, e.g. 09:00")
      .default("09:00"),
    MEETING_DAY_END: z
      .string()
      .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, "must be a time as HH:mm (24:00 for midnight), e.g. 17:00")
      .default("17:00"),
    MEETING_SLOT_MINUTES: z.coerce.number().int().min(15).max(240).default(30),
    MEETING_URL_TEMPLATE: z
      .string()
      .regex(/^https?:\/\/\S+$/, "must be an http(s) URL")
      .refine((value) => value.includes("{room}") || value.includes("{id}"), "must contain {room} or {id}")
      .default("https://meet.jit.si/InfluencersRadar-{room}"),
  })
  .extend(ZSourcesEnvSchema.shape);
export type TEnv = z.infer<typeof ZEnvSchema>;

export interface AppConfig extends Omit<TEnv, "HOST" | "TRUST_PROXY" | "PAYMENT_BRANDS"> {
  /** Space-separated, in the order offered: PAYMENT_BRANDS, else every brand with an entity to take it. */
  PAYMENT_BRANDS: string;
  PUBLIC_URL: string;
  /** Where the server listens: HOST, else 0.0.0.0 in production and 127.0.0.1 elsewhere. */
  HOST: string;
  /** Which proxies' X-Forwarded-For is believed (see trust-proxy.ts); false: none, the socket address is the client. */
  TRUST_PROXY: TrustProxy;
  isProduction: boolean;
  /** False in production; demo accounts and the dev outbox endpoint only exist outside production. */
  devFeatures: boolean;
  /** Whether /sandbox/hyperpay is mounted. Default: on when PAYMENT_BASE_URL is unset, outside production. */
  PAYMENT_SANDBOX: boolean;
  /** Whether this API process also works the job queue (off when `npm run worker` processes do). */
  RUN_JOB_WORKERS: boolean;
  /** Whether the data sources' sandboxes are mounted under /sandbox/<source> (default: outside production). */
  SOURCES_SANDBOX: boolean;
  /** Whether the API process keeps a column copy of the index to count searches (default: on). */
  SEARCH_MEMORY_COUNT: boolean;
  /** Whether big blocks of that copy are counted in two halves at once, one on a second thread (default: on). */
  SEARCH_COUNT_THREAD: boolean;
}

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  // An empty variable in .env means "not set", not "set to the empty string".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = ZEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const parsed = result.data;
  const isProduction = parsed.NODE_ENV === "production";
  if (isProduction && !parsed.JWT_SECRET) {
    throw new ConfigError("Invalid environment configuration:\n  JWT_SECRET: required when NODE_ENV=production");
  }
  const trustProxy = parseTrustProxy(parsed.TRUST_PROXY);
  if (typeof trustProxy === "string") throw new ConfigError(`Invalid environment configuration:\n  TRUST_PROXY: ${trustProxy}`);
  const paymentSandbox = parsed.PAYMENT_SANDBOX ?? (!parsed.PAYMENT_BASE_URL && !isProduction);
  if (parsed.PAYMENT_BASE_URL && (!parsed.PAYMENT_ENTITY_ID || !parsed.PAYMENT_ACCESS_TOKEN)) {
    throw new ConfigError("Invalid environment configuration:\n  PAYMENT_ENTITY_ID / PAYMENT_ACCESS_TOKEN: required with PAYMENT_BASE_URL");
  }
  const paymentBrands = parsed.PAYMENT_BRANDS ?? defaultPaymentBrands(paymentSandbox, parsed.PAYMENT_ENTITY_ID_MADA);
  if (!paymentSandbox && paymentBrands.split(" ").includes("MADA") && !parsed.PAYMENT_ENTITY_ID_MADA) {
    throw new ConfigError("Invalid environment configuration:\n  PAYMENT_ENTITY_ID_MADA: required when PAYMENT_BRANDS lists MADA");
  }
  const pairs: [keyof TEnv, keyof TEnv][] = [
    ["INSTAGRAM_ACCESS_TOKEN", "INSTAGRAM_USER_ID"],
    ["HYPEAUDITOR_CLIENT_ID", "HYPEAUDITOR_TOKEN"],
  ];
  for (const [a, b] of pairs) {
    if (Boolean(parsed[a]) !== Boolean(parsed[b])) {
      throw new ConfigError(`Invalid environment configuration:\n  ${a} / ${b}: set both or neither`);
    }
  }
  return {
    ...parsed,
    HOST: parsed.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1"),
    TRUST_PROXY: trustProxy.value,
    SOURCES_SANDBOX: parsed.SOURCES_SANDBOX ?? !isProduction,
    PAYMENT_SANDBOX: paymentSandbox,
    PAYMENT_ENTITY_ID: parsed.PAYMENT_ENTITY_ID ?? (paymentSandbox ? SANDBOX_PAYMENT_ENTITY_ID : undefined),
    PAYMENT_ACCESS_TOKEN: parsed.PAYMENT_ACCESS_TOKEN ?? (paymentSandbox ? SANDBOX_PAYMENT_ACCESS_TOKEN : undefined),
    PAYMENT_ENTITY_ID_MADA: parsed.PAYMENT_ENTITY_ID_MADA ?? (paymentSandbox ? SANDBOX_PAYMENT_MADA_ENTITY_ID : undefined),
    PAYMENT_BRANDS: paymentBrands,
    RUN_JOB_WORKERS: parsed.RUN_JOB_WORKERS ?? true,
    SEARCH_MEMORY_COUNT: parsed.SEARCH_MEMORY_COUNT ?? true,
    SEARCH_COUNT_THREAD: parsed.SEARCH_COUNT_THREAD ?? true,
    // A relative DATA_DIR is relative to the repository root, not to whichever workspace runs.
    DATA_DIR: fromRepoRoot(parsed.DATA_DIR),
    SEED_DEMO: parsed.SEED_DEMO || (!isProduction && env.SEED_DEMO === undefined),
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ""),
    isProduction,
    devFeatures: !isProduction,
  };
}

/**
 * The sandbox offers every brand. HyperPay offers mada once its entity is configured, and Apple Pay
 * only when PAYMENT_BRANDS asks for it (Apple must first have verified the shop's domain).
 */
function defaultPaymentBrands(sandbox: boolean, madaEntityId: string | undefined): string {
  if (sandbox) return PAYMENT_BRAND_NAMES.join(" ");
  return madaEntityId ? "MADA VISA MASTER" : "VISA MASTER";
}

/** For entry points: the parsed configuration, or a message naming the bad variable and exit code 1. */
export function parseConfigOrExit(env: Record<string, string | undefined>): AppConfig {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
