import type { TLoginResponse } from "@radar/contract/auth";
import type { TLanguage } from "@radar/contract/constants";
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from "jose";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { availableUsername, findUserByEmail, insertUser, isUniqueViolation } from "../../core/users/user-queries.ts";
import { issueSession } from "./session-tokens.ts";

const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

export const GOOGLE_MESSAGES = {
  notConfigured: "Google sign-in is not configured.",
  invalidToken: "Invalid Google token.",
  unverifiedEmail: "Your Google account email is not verified.",
  termsRequired: "You must agree to the Terms and Conditions",
} as const;

interface GoogleClaims extends JWTPayload {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

type KeySet = ReturnType<typeof createRemoteJWKSet>;
const keySets = new Map<string, KeySet>();

/** One cached key set per JWKS URL: jose refreshes it when Google rotates its keys. */
function keySetFor(url: string): KeySet {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url));
    keySets.set(url, keySet);
  }
  return keySet;
}

async function verifyGoogleIdToken(ctx: AppContext, idToken: string): Promise<GoogleClaims> {
  const clientId = ctx.config.GOOGLE_CLIENT_ID;
  if (!clientId) throw AppError.badRequest(GOOGLE_MESSAGES.notConfigured, "google_not_configured");
  try {
    const { payload } = await jwtVerify<GoogleClaims>(idToken, keySetFor(ctx.config.GOOGLE_JWKS_URL), {
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      algorithms: ["RS256"],
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) {
      ctx.logger.info({ reason: error.code }, "rejected Google id_token");
      throw AppError.unauthorized(GOOGLE_MESSAGES.invalidToken, "invalid_google_token");
    }
    throw error;
  }
}

/** Signs in with a Google id_token: finds the account by Google id, links it by e-mail, or creates it. */
export async function signInWithGoogle(
  ctx: AppContext,
  input: { idToken: string; termsAccepted: boolean; language: TLanguage },
): Promise<TLoginResponse> {
  const claims = await verifyGoogleIdToken(ctx, input.idToken);
  const googleSub = claims.sub;
  const email = claims.email?.toLowerCase();
  if (!googleSub || !email) throw AppError.unauthorized(GOOGLE_MESSAGES.invalidToken, "invalid_google_token");
  if (claims.email_verified !== true) throw AppError.unauthorized(GOOGLE_MESSAGES.unverifiedEmail, "google_email_unverified");

  const byGoogleId = await ctx.db.selectFrom("users").selectAll().where("google_sub", "=", googleSub).executeTakeFirst();
  if (byGoogleId) return issueSession(ctx, byGoogleId);

  const byEmail = await findUserByEmail(ctx.db, email);
  if (byEmail) {
    // Google has verified the address, so linking also verifies it on our side.
    const linked = await ctx.db
      .updateTable("users")
      .set({ google_sub: googleSub, is_email_verified: true, updated_at: new Date() })
      .where("id", "=", byEmail.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return issueSession(ctx, linked);
  }

  if (!input.termsAccepted) throw AppError.badRequest(GOOGLE_MESSAGES.termsRequired, "terms_required");
  try {
    const created = await insertUser(ctx.db, {
      email,
      username: await availableUsername(ctx.db, email),
      first_name: claims.given_name ?? "",
      last_name: claims.family_name ?? "",
      google_sub: googleSub,
      is_email_verified: true,
      language: input.language,
      terms_accepted_at: new Date(),
    });
    return issueSession(ctx, created);
  } catch (error) {
    if (isUniqueViolation(error)) return signInWithGoogle(ctx, input);
    throw error;
  }
}
