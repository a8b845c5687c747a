import { ERROR_CODE } from "@radar/contract/error-codes";
import { linkMatchesAccount, normaliseUsername, parseProfileLink } from "@radar/contract/profile-link";
import {
  DEFAULT_PROFILE_CATEGORY,
  PROFILE_MIN_FOLLOWERS,
  PROFILE_MSG,
  type TCreateSocialProfileParsed,
  type TProfileTargeting,
  type TSocialProfile,
} from "@radar/contract/profiles";
import type { AppContext } from "../../core/context.ts";
import type { Database } from "../../core/db/database.ts";
import { AppError } from "../../core/http/app-error.ts";
import { isUniqueViolation } from "../../core/users/user-queries.ts";
import type { WorkspaceScope } from "../../core/workspaces/current-workspace.ts";
import type { IndexedAccount } from "../discovery/public.ts";
import { isSourceError, resolveAccount, sourceFailure } from "../sources/public.ts";
import { findCategoryTitle } from "./index-lookup.ts";
import { PROFILE_FRESH_HOURS } from "./preview.service.ts";
import { toProfileDto, toTargetingDto } from "./profile-dto.ts";
import {
  countProfiles,
  deleteWorkspaceProfile,
  findWorkspaceProfile,
  hasProfileFor,
  insertProfile,
  listProfiles,
  lockWorkspaceProfiles,
} from "./profile-queries.ts";
import { requireVerifiedEmail, vendorGuard, workspacePlan } from "./vendor-allowance.ts";

const PROFILE_KEY = "social_profiles_workspace_account_key";

/** The workspace's profiles: every member sees and uses the same ones, whoever added them. */
export async function listWorkspaceProfiles(ctx: AppContext, scope: WorkspaceScope): Promise<TSocialProfile[]> {
  return (await listProfiles(ctx.db, scope.workspaceId)).map(toProfileDto);
}

/** The category as the index names it; 1 'General' is what a profile added from a search result uses (SPEC §7). */
async function resolveCategory(ctx: AppContext, id: number): Promise<string> {
  if (id === DEFAULT_PROFILE_CATEGORY.id) return DEFAULT_PROFILE_CATEGORY.title;
  const title = await findCategoryTitle(ctx.db, id);
  if (title === null) throw AppError.badRequest(PROFILE_MSG.unknownCategory);
  return title;
}

/** The refusals that do not need the account: duplicate, no subscription, no free slot (all the workspace's). */
async function checkSlot(db: Database, scope: WorkspaceScope, input: TCreateSocialProfileParsed): Promise<void> {
  if (await hasProfileFor(db, scope.workspaceId, input.platform, input.username))
    throw AppError.badRequest(PROFILE_MSG.alreadyExists, ERROR_CODE.profileExists);
  const plan = await workspacePlan(db, scope);
  if (!plan) throw AppError.forbidden(PROFILE_MSG.noSubscription);
  if ((await countProfiles(db, scope.workspaceId)) >= plan.max_profiles) throw AppError.forbidden(PROFILE_MSG.limitReached);
}

/**
 * Adds an account to the workspace's profiles, recording the member who added it. In order: the
 * link must name this account on this platform; a profile the workspace already has answers
 * 'already exists' (the wizard then simply goes to the list);
 * the plan's max_profiles must leave a slot — no current subscription leaves none; the account is
 * found in the index, or looked up at its platform's sources and written into the index (a
 * source failure answers its own message and nothing is saved); it needs at least 1,000 followers.
 * The slot checks run before the lookup (no quota is spent for a refusal) and again under the
 * workspace's row lock, so two adds at once (by two members, say) cannot both take the last slot.
 */
export async function addProfile(
  ctx: AppContext,
  scope: WorkspaceScope,
  input: TCreateSocialProfileParsed,
  ip = "unknown",
): Promise<TSocialProfile> {
  const { userId } = scope;
  await requireVerifiedEmail(ctx.db, userId);
  // The link is read as the preview read it: a video link names its channel only once resolved.
  const parsed = parseProfileLink(input.profile_url);
  if (!parsed?.lookup || parsed.platform !== input.platform) throw AppError.badRequest(PROFILE_MSG.linkMismatch);
  const linkNamesAccount = parsed.username !== null;
  if (linkNamesAccount && !linkMatchesAccount(input.profile_url, input.platform, input.username))
    throw AppError.badRequest(PROFILE_MSG.linkMismatch);
  const categoryTitle = await resolveCategory(ctx, input.category_id);
  await checkSlot(ctx.db, scope, input);

  let account: IndexedAccount;
  try {
    const { handle, form } = parsed.lookup;
    account = (
      await resolveAccount(ctx, input.platform, handle, {
        maxAgeHours: PROFILE_FRESH_HOURS,
        form,
        attribution: { userId, workspaceId: scope.workspaceId, purpose: "add" },
        beforeVendor: vendorGuard(ctx, scope, ip),
      })
    ).account;
  } catch (error) {
    if (isSourceError(error)) throw sourceFailure(error);
    throw error;
  }
  const named = normaliseUsername(input.username);
  if (!linkNamesAccount && named !== account.username && named !== account.sourceRef?.toLowerCase())
    throw AppError.badRequest(PROFILE_MSG.linkMismatch);
  if (account.followers < PROFILE_MIN_FOLLOWERS) throw AppError.badRequest(PROFILE_MSG.notEligible);

  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      await lockWorkspaceProfiles(trx, scope.workspaceId);
      // The account's own name: a YouTube channel id pasted as /channel/UC… resolves to its handle.
      await checkSlot(trx, scope, { ...input, username: account.username });
      if (await hasProfileFor(trx, scope.workspaceId, input.platform, input.username))
        throw AppError.badRequest(PROFILE_MSG.alreadyExists, ERROR_CODE.profileExists);
      return insertProfile(trx, {
        workspace_id: scope.workspaceId,
        user_id: userId,
        influencer_id: account.influencerId,
        platform: input.platform,
        username: account.username,
        profile_url: input.profile_url,
        targeted_category: categoryTitle,
        category_id: input.category_id,
        targeted_gender: input.targeted_gender ?? null,
        age_groups: input.age_groups,
        size_preset: input.size_preset ?? null,
        snapshot_name: account.fullName,
        snapshot_followers: account.followers,
        snapshot_er_bp: account.erBp,
        snapshot_photo_url: account.avatarUrl,
        snapshot_at: account.fetchedAt,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, PROFILE_KEY)) throw AppError.badRequest(PROFILE_MSG.alreadyExists, ERROR_CODE.profileExists);
    throw error;
  }
  const row = await findWorkspaceProfile(ctx.db, scope.workspaceId, id);
  if (!row) throw AppError.notFound(PROFILE_MSG.notFound);
  return toProfileDto(row);
}

/** Any member removes any of the workspace's profiles (members manage content); another workspace's id is 404. */
export async function removeProfile(ctx: AppContext, scope: WorkspaceScope, id: number): Promise<void> {
  if (!(await deleteWorkspaceProfile(ctx.db, scope.workspaceId, id))) throw AppError.notFound(PROFILE_MSG.notFound);
}

export async function getProfileTargeting(ctx: AppContext, scope: WorkspaceScope, id: number): Promise<TProfileTargeting> {
  const row = await findWorkspaceProfile(ctx.db, scope.workspaceId, id);
  if (!row) throw AppError.notFound(PROFILE_MSG.notFound);
  return toTargetingDto(row);
}
