import {
  ZGoogleLoginRequestSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZPasswordChangeResponseSchema,
  ZPasswordChangeSchema,
  ZPasswordResetConfirmSchema,
  ZPasswordResetRequestSchema,
  ZPublicConfigSchema,
  ZRefreshRequestSchema,
  ZRegisterRequestSchema,
  ZRegisterResponseSchema,
  ZResendVerificationRequestSchema,
  ZTokenPairSchema,
  ZVerifyEmailQuerySchema,
  ZVerifyEmailResponseSchema,
} from "@radar/contract/auth";
import { ZErrorDetailSchema, ZFieldErrorsSchema } from "@radar/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticate, currentSession } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { authRateLimit, userRateLimit } from "../../core/http/rate-limits.ts";
import { requestLanguage } from "../../core/http/request-language.ts";
import { login, logout, refreshSession, registerUser, resendVerification, verifyEmail } from "./auth.service.ts";
import { signInWithGoogle } from "./google-sign-in.ts";
import { changePassword } from "./password-change.ts";
import { confirmPasswordReset, requestPasswordReset } from "./password-reset.ts";

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { config } = ctx;
    const authLimits = {
      perIp: config.AUTH_RATE_LIMIT_PER_IP,
      perEmail: config.AUTH_RATE_LIMIT_PER_EMAIL,
      windowSeconds: config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    };
    const resendLimits = authRateLimit(ctx.db, "resend", {
      perIp: config.AUTH_RATE_LIMIT_PER_IP,
      perEmail: config.RESEND_RATE_LIMIT_PER_EMAIL,
      windowSeconds: config.RESEND_RATE_LIMIT_WINDOW_SECONDS,
    });
    // A reset request sends an e-mail, like a resend: the same tighter per-address budget.
    const resetLimits = authRateLimit(ctx.db, "password-reset", {
      perIp: config.AUTH_RATE_LIMIT_PER_IP,
      perEmail: config.RESEND_RATE_LIMIT_PER_EMAIL,
      windowSeconds: config.RESEND_RATE_LIMIT_WINDOW_SECONDS,
    });
    const tags = ["auth"];

    app.get("/config/", { schema: { tags, response: { 200: ZPublicConfigSchema } } }, async () => ({
      google_client_id: config.GOOGLE_CLIENT_ID ?? null,
      environment: config.NODE_ENV,
    }));

    app.post(
      "/auth/register/",
      {
        preHandler: authRateLimit(ctx.db, "register", authLimits),
        schema: {
          tags,
          description:
            "Creates an unverified account in the body's language (else Accept-Language's) and mails the verification link " +
            "in it. A password that is too easy to guess (zxcvbn score below 3, counting the user's name and e-mail) is a " +
            "400 `{password: [...]}`.",
          body: ZRegisterRequestSchema,
          response: { 201: ZRegisterResponseSchema },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const result = await registerUser(ctx, { ...body, language: requestLanguage(request, body.language) });
        return reply.status(201).send(result);
      },
    );

    app.post(
      "/auth/resend-verification/",
      { preHandler: resendLimits, schema: { tags, body: ZResendVerificationRequestSchema, response: { 200: ZErrorDetailSchema } } },
      async (request) => resendVerification(ctx, request.body.email),
    );

    app.get(
      "/auth/verify-email/",
      { schema: { tags, querystring: ZVerifyEmailQuerySchema, response: { 200: ZVerifyEmailResponseSchema } } },
      async (request) => verifyEmail(ctx, request.query.token),
    );

    app.post(
      "/auth/password-reset/",
      { preHandler: resetLimits, schema: { tags, body: ZPasswordResetRequestSchema, response: { 200: ZErrorDetailSchema } } },
      async (request) => requestPasswordReset(ctx, request.body.email),
    );

    app.post(
      "/auth/password-reset/confirm/",
      {
        // No address in the body: the per-IP budget bounds guessing and the argon2 work it costs us.
        preHandler: authRateLimit(ctx.db, "password-reset-confirm", authLimits),
        schema: {
          tags,
          description:
            "Sets a new password with an e-mailed link and ends every session of the user. A password that is too easy to " +
            "guess is a 400 `{password: [...]}` and leaves the link usable.",
          body: ZPasswordResetConfirmSchema,
          response: { 200: ZErrorDetailSchema },
        },
      },
      async (request) => confirmPasswordReset(ctx, request.body.token, request.body.password),
    );

    app.post(
      "/auth/password/change/",
      {
        onRequest: authenticate(ctx.tokens),
        // Each try costs an argon2 verification, and a stolen access token must not become a way to
        // guess the password: per-user and per-IP budgets like the sign-in's.
        preHandler: userRateLimit(ctx.db, "password-change", {
          perIp: authLimits.perIp,
          perUser: authLimits.perEmail,
          windowSeconds: authLimits.windowSeconds,
        }),
        schema: {
          tags,
          security: [{ bearerAuth: [] }],
          description:
            "Changes the signed-in user's password. 400 with `{current_password: [...]}` for a wrong current password, " +
            "`{password: [...]}` for a new password that is too short or too easy to guess (zxcvbn score below 3). " +
            "Every other session of the user ends; the one that asked keeps working. A notice is mailed in the user's language.",
          body: ZPasswordChangeSchema,
          response: { 200: ZPasswordChangeResponseSchema, 400: ZFieldErrorsSchema },
        },
      },
      async (request) => changePassword(ctx, currentSession(request), request.body),
    );

    app.post(
      "/auth/token/",
      {
        preHandler: authRateLimit(ctx.db, "login", authLimits),
        schema: { tags, body: ZLoginRequestSchema, response: { 200: ZLoginResponseSchema } },
      },
      async (request) => login(ctx, request.body.email, request.body.password),
    );

    app.post(
      "/auth/token/refresh/",
      { schema: { tags, body: ZRefreshRequestSchema, response: { 200: ZTokenPairSchema } } },
      async (request) => refreshSession(ctx, request.body.refresh),
    );

    app.post("/auth/logout/", { schema: { tags, body: ZRefreshRequestSchema, response: { 200: ZErrorDetailSchema } } }, async (request) =>
      logout(ctx, request.body.refresh),
    );

    app.post(
      "/auth/google/",
      {
        preHandler: authRateLimit(ctx.db, "google", authLimits),
        schema: { tags, body: ZGoogleLoginRequestSchema, response: { 200: ZLoginResponseSchema } },
      },
      async (request) => {
        const body = request.body;
        return signInWithGoogle(ctx, {
          idToken: (body.id_token ?? body.credential) as string,
          termsAccepted: body.terms_accepted === true,
          language: requestLanguage(request, body.language),
        });
      },
    );
  };
}
