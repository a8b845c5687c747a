import type { PLATFORMS } from "@radar/contract/constants";
import { parseProfileLink, type TProfileLinkForm } from "@radar/contract/profile-link";
import { PROFILE_MIN_FOLLOWERS } from "@radar/contract/profiles";
import { SOURCE_MSG, type TProfilePreview } from "@radar/contract/sources";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { hit, tooManyInWindow } from "../../core/http/rate-limits.ts";
import type { WorkspaceScope } from "../../core/workspaces/current-workspace.ts";
import type { IndexedAccount } from "../discovery/public.ts";
import { profileUrl } from "../discovery/public.ts";
import { isSourceError, resolveAccount, sourceFailure } from "../sources/public.ts";
import { requireVerifiedEmail, vendorGuard } from "./vendor-allowance.ts";

/** Index rows fetched from a source within this many hours are shown without asking it again. */
export const PROFILE_FRESH_HOURS = 24;
/** Previews a user may ask for per minute: each may spend a source's quota. */
const PREVIEWS_PER_MINUTE = 20;

export function toPreview(account: IndexedAccount): TProfilePreview {
  const missing = new Set(account.missing);
  return {
    platform: account.platform,
    username: account.username,
    title: account.fullName,
    avatar_url: account.avatarUrl,
    followers: account.followers,
    er: missing.has("er") ? null : Math.round(account.erBp) / 100,
    is_verified: account.isVerified,
    url: profileUrl(account.platform, account.username),
    provenance: {
      source: account.source,
      sandbox: account.viaSandbox,
      fetched_at: account.fetchedAt.toISOString(),
      estimated: account.estimated,
      missing: account.missing,
    },
    eligible: account.followers >= PROFILE_MIN_FOLLOWERS,
  };
}

/**
 * The platform and account a link names, and how it names it (the server's reading of links is
 * the contract's parseProfileLink, the very function the wizard fills its fields with), or a 400
 * that says what is wrong with the link: a post or a reel, a short link, or no profile link at all.
 */
export function accountOfLink(link: string): { platform: (typeof PLATFORMS)[number]; username: string; form: TProfileLinkForm } {
  const parsed = parseProfileLink(link);
  if (!parsed?.lookup) {
    const message =
      parsed?.notAccount === "post" || parsed?.notAccount === "reel"
        ? SOURCE_MSG.postLink
        : parsed?.notAccount === "short_link"
          ? SOURCE_MSG.shortLink
          : SOURCE_MSG.invalidLink;
    throw new AppError(400, message, { code: "invalid_link" });
  }
  return { platform: parsed.platform, username: parsed.lookup.handle, form: parsed.lookup.form };
}

/**
 * The wizard's live preview of a pasted link: the account as the index has it when fresh, else as
 * its source describes it now (then written into the index, so adding it next fetches nothing).
 * Each source failure has its own message; nothing is charged. A verified address is required; a
 * lookup that would buy a vendor's report needs a plan and one of its daily vendor lookups
 * (vendor-allowance.ts) of the workspace's plan; every paid call is recorded as this member's preview.
 */
export async function previewProfile(ctx: AppContext, scope: WorkspaceScope, link: string, ip = "unknown"): Promise<TProfilePreview> {
  const { userId } = scope;
  await requireVerifiedEmail(ctx.db, userId);
  const { platform, username, form } = accountOfLink(link);
  if ((await hit(ctx.db, `profile-preview:user:${userId}`, 60)) > PREVIEWS_PER_MINUTE) {
    throw tooManyInWindow(60, "Too many previews. Please wait a minute and try again.");
  }
  try {
    const { account } = await resolveAccount(ctx, platform, username, {
      maxAgeHours: PROFILE_FRESH_HOURS,
      form,
      attribution: { userId, workspaceId: scope.workspaceId, purpose: "preview" },
      beforeVendor: vendorGuard(ctx, scope, ip),
    });
    return toPreview(account);
  } catch (error) {
    if (isSourceError(error)) throw sourceFailure(error);
    throw error;
  }
}
