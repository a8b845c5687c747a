import { z } from "zod";
import { LANGUAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants.ts";
import { ZUserSchema } from "./users.ts";
import { MSG } from "./validation-messages.ts";

/** The spec's "simple email pattern" (SPEC §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ZEmailSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(254, MSG.invalidEmail)
  .regex(EMAIL_PATTERN, MSG.invalidEmail)
  .transform((value) => value.toLowerCase());

const ZNameSchema = z.string({ error: MSG.required }).trim().min(1, MSG.required).max(50, MSG.nameMax);

/** A password a user chooses (SPEC §5): required, at least 8 characters. */
const ZNewPasswordSchema = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .min(PASSWORD_MIN_LENGTH, MSG.passwordMin)
  .max(PASSWORD_MAX_LENGTH, MSG.passwordMax);

/** POST /api/auth/register/ */
export const ZRegisterRequestSchema = z
  .object({
    email: ZEmailSchema,
    password: ZNewPasswordSchema,
    confirm_password: z.string({ error: MSG.required }).min(1, MSG.required),
    first_name: ZNameSchema,
    last_name: ZNameSchema,
    /** Language of the verification e-mail; the Accept-Language header is used when absent. */
    language: z.enum(LANGUAGES).optional(),
  })
  .refine((body) => body.password === body.confirm_password, {
    path: ["confirm_password"],
    message: MSG.passwordsMismatch,
  });
export type TRegisterRequest = z.input<typeof ZRegisterRequestSchema>;

export const ZRegisterResponseSchema = z.object({ detail: z.string(), email: z.string() });

/** POST /api/auth/token/ */
export const ZLoginRequestSchema = z.object({
  email: ZEmailSchema,
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(PASSWORD_MAX_LENGTH),
});
export type TLoginRequest = z.input<typeof ZLoginRequestSchema>;

export const ZTokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TTokenPair = z.infer<typeof ZTokenPairSchema>;

export const ZLoginResponseSchema = ZTokenPairSchema.extend({ user: ZUserSchema });
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

/** POST /api/auth/token/refresh/ and POST /api/auth/logout/ */
export const ZRefreshRequestSchema = z.object({ refresh: z.string().min(1, MSG.required).max(4096) });
export type TRefreshRequest = z.infer<typeof ZRefreshRequestSchema>;

/** POST /api/auth/resend-verification/ */
export const ZResendVerificationRequestSchema = z.object({
  email: ZEmailSchema,
  /** Accepted from older clients and ignored: the mail is in the account's language. */
  language: z.enum(LANGUAGES).optional(),
});

/** GET /api/auth/verify-email/?token= */
export const ZVerifyEmailQuerySchema = z.object({ token: z.string().min(1, MSG.required).max(512) });
export const ZVerifyEmailResponseSchema = z.object({ detail: z.string(), email: z.string() });

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_HOURS = 1;

/** POST /api/auth/password-reset/ — answered the same whether or not the address has an account. */
export const ZPasswordResetRequestSchema = z.object({
  email: ZEmailSchema,
  /** Accepted from older clients and ignored: the mail is in the account's language. */
  language: z.enum(LANGUAGES).optional(),
});
export type TPasswordResetRequest = z.input<typeof ZPasswordResetRequestSchema>;

/** POST /api/auth/password-reset/confirm/ */
export const ZPasswordResetConfirmSchema = z
  .object({
    token: z.string({ error: MSG.required }).min(1, MSG.required).max(512),
    password: ZNewPasswordSchema,
    confirm_password: z.string({ error: MSG.required }).min(1, MSG.required),
  })
  .refine((body) => body.password === body.confirm_password, {
    path: ["confirm_password"],
    message: MSG.passwordsMismatch,
  });
export type TPasswordResetConfirm = z.input<typeof ZPasswordResetConfirmSchema>;

/**
 * POST /api/auth/google/ — the Google credential (an id_token). `credential` is the name Google
 * Identity Services gives it; `id_token` is accepted too. `terms_accepted` must be true when the call
 * creates a new account (SPEC §5: Google signup is blocked without terms).
 */
export const ZGoogleLoginRequestSchema = z
  .object({
    id_token: z.string().min(1).max(8192).optional(),
    credential: z.string().min(1).max(8192).optional(),
    terms_accepted: z.boolean().optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .refine((body) => body.id_token ?? body.credential, { path: ["id_token"], message: MSG.required });
export type TGoogleLoginRequest = z.input<typeof ZGoogleLoginRequestSchema>;

/** GET /api/config/ — what the web app needs to know about the server's optional features. */
export const ZPublicConfigSchema = z.object({
  google_client_id: z.string().nullable(),
  environment: z.enum(["development", "production", "test"]),
});
export type TPublicConfig = z.infer<typeof ZPublicConfigSchema>;

/**
 * The lowest zxcvbn score (0–4) a new password may have: 3 is "safely unguessable: moderate
 * protection from an offline slow-hash scenario" (argon2 here). Checked by the server on register,
 * reset and change; the web app shows the same score as the user types.
 */
export const PASSWORD_MIN_SCORE = 3;

/** The server's messages about passwords, English; the web app shows its own translation of each. */
export const PASSWORD_MESSAGES = {
  weak: "This password is too easy to guess. Use a longer phrase of unrelated words, or mix in numbers and symbols.",
  currentWrong: "Your current password is incorrect.",
  noCurrent: "Your account has no password yet. Use “Forgot password” on the login page to set one.",
  changed: "Your password has been changed. Other devices have been signed out.",
} as const;

/**
 * POST /api/auth/password/change/ — for a signed-in user. On success every other session of the
 * user ends; the session that asked keeps working.
 */
export const ZPasswordChangeSchema = z
  .object({
    current_password: z.string({ error: MSG.required }).min(1, MSG.required).max(PASSWORD_MAX_LENGTH),
    password: ZNewPasswordSchema,
    confirm_password: z.string({ error: MSG.required }).min(1, MSG.required),
  })
  .refine((body) => body.password === body.confirm_password, {
    path: ["confirm_password"],
    message: MSG.passwordsMismatch,
  });
export type TPasswordChange = z.input<typeof ZPasswordChangeSchema>;

export const ZPasswordChangeResponseSchema = z.object({
  detail: z.string(),
  /** How many other sessions (devices) were signed out. */
  signed_out_sessions: z.number().int().min(0),
});
export type TPasswordChangeResponse = z.infer<typeof ZPasswordChangeResponseSchema>;
