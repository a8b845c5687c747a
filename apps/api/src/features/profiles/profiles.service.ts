import { linkMatchesAccount } from "@radar/contract/profile-link";
import {
  DEFAULT_PROFILE_CATEGORY,
  PROFILE_MIN_FOLLOWERS,
  PROFILE_MSG,
  type TCreateSocialProfileParsed,
  type TProfileTargeting,
  type TSocialProfile,
} from "@radar/contract/profiles";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { currentPlanCosts } from "../../core/subscriptions/current-subscription.ts";
import { isUniqueViolation } from "../../core/users/user-queries.ts";
import { findCategoryTitle, findIndexedAccount } from "./index-lookup.ts";
import { toProfileDto, toTargetingDto } from "./profile-dto.ts";
import {
  countProfiles,
  deleteOwnProfile,
  findOwnProfile,
  hasProfileFor,
  insertProfile,
  listProfiles,
  lockUserProfiles,
} from "./profile-queries.ts";

const PROFILE_KEY = "social_profiles_user_account_key";

export async function listUserProfiles(ctx: AppContext, userId: number): Promise<TSocialProfile[]> {
  return (await listProfiles(ctx.db, userId)).map(toProfileDto);
}

/** The category as the index names it; 1 'General' is what a profile added from a search result uses (SPEC §7). */
async function resolveCategory(ctx: AppContext, id: number): Promise<string> {
  if (id === DEFAULT_PROFILE_CATEGORY.id) return DEFAULT_PROFILE_CATEGORY.title;
  const title = await findCategoryTitle(ctx.db, id);
  if (title === null) throw AppError.badRequest(PROFILE_MSG.unknownCategory);
  return title;
}

/**
 * Adds one of the user's accounts. In order: the link must name this account on this platform;
 * a profile the user already has answers 'already exists' (the wizard then simply goes to the list);
 * the plan's max_profiles must leave a slot — no current subscription leaves none; the account must
 * be in the index with at least 1,000 followers. The user's row is locked so that two adds at once
 * cannot both take the last slot.
 */
export async function addProfile(ctx: AppContext, userId: number, input: TCreateSocialProfileParsed): Promise<TSocialProfile> {
  if (!linkMatchesAccount(input.profile_url, input.platform, input.username)) throw AppError.badRequest(PROFILE_MSG.linkMismatch);
  const categoryTitle = await resolveCategory(ctx, input.category_id);

  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      await lockUserProfiles(trx, userId);
      if (await hasProfileFor(trx, userId, input.platform, input.username)) throw AppError.badRequest(PROFILE_MSG.alreadyExists);

      const plan = await currentPlanCosts(trx, userId);
      if (!plan) throw AppError.forbidden(PROFILE_MSG.noSubscription);
      if ((await countProfiles(trx, userId)) >= plan.max_profiles) throw AppError.forbidden(PROFILE_MSG.limitReached);

      const account = await findIndexedAccount(trx, input.platform, input.username);
      if (!account || account.followers < PROFILE_MIN_FOLLOWERS) throw AppError.badRequest(PROFILE_MSG.notEligible);

      return insertProfile(trx, {
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
        snapshot_at: account.updatedAt,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, PROFILE_KEY)) throw AppError.badRequest(PROFILE_MSG.alreadyExists);
    throw error;
  }
  const row = await findOwnProfile(ctx.db, userId, id);
  if (!row) throw AppError.notFound(PROFILE_MSG.notFound);
  return toProfileDto(row);
}

export async function removeProfile(ctx: AppContext, userId: number, id: number): Promise<void> {
  if (!(await deleteOwnProfile(ctx.db, userId, id))) throw AppError.notFound(PROFILE_MSG.notFound);
}

export async function getProfileTargeting(ctx: AppContext, userId: number, id: number): Promise<TProfileTargeting> {
  const row = await findOwnProfile(ctx.db, userId, id);
  if (!row) throw AppError.notFound(PROFILE_MSG.notFound);
  return toTargetingDto(row);
}
