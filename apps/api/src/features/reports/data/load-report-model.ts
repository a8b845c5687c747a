import type { TLanguage } from "@radar/contract/constants";
import type { TReportTemplateId } from "@radar/contract/reports";
import type { Database } from "../../../core/db/database.ts";
import { AppError } from "../../../core/http/app-error.ts";
import type { SearchEngine } from "../../discovery/public.ts";
import { accountLicences } from "../../licences/public.ts";
import { influencerHistory } from "../../vetting/public.ts";
import { findAccount, profileCategory } from "./account-query.ts";
import { fetchAvatar } from "./avatar-image.ts";
import type { ReportLicence, ReportModel, ReportVetting, SimilarAccount } from "./report-model.ts";
import { similarAccounts } from "./similar-accounts.ts";
import { tierMedians } from "./tier-medians.ts";

/** The account has left the index: no report can be made of it (a permanent failure, refunded). */
export class AccountMissingError extends Error {
  constructor(influencerId: string) {
    super(`Account ${influencerId} is no longer in the influencer index`);
  }
}

export interface ReportRequest {
  reportId: number;
  influencerId: string;
  template: TReportTemplateId;
  language: TLanguage;
}

/** The lookalike search refuses accounts it cannot rank (a 400): that report simply lists none. */
async function similarOrNone(search: SearchEngine, account: { platform: ReportModel["account"]["platform"]; influencerId: string }): Promise<SimilarAccount[]> {
  try {
    return await similarAccounts(search, account.platform, account.influencerId);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return [];
    throw error;
  }
}

/** The year the report charts, with the growth, signals and scores the details dialog shows. */
async function vettingOf(db: Database, influencerId: string): Promise<ReportVetting> {
  const history = await influencerHistory(db, influencerId, 365);
  if (!history) return { points: [], growth: [], signals: [], quality: { vendor: null, estimate: null } };
  const { points, growth, signals, quality } = history;
  return { points: points.map(({ day, followers }) => ({ day, followers })), growth, signals, quality };
}

/** The licence statuses the cards and the details dialog show, with the name of whoever recorded each. */
async function licencesOf(db: Database, influencerId: string): Promise<ReportLicence[]> {
  const { statuses, records } = await accountLicences(db, influencerId);
  return statuses.map((status) => ({
    country: status.country,
    status: status.status,
    number: status.number,
    expiresOn: status.expires_on,
    source: status.source,
    recordedBy: records.find((record) => record.country === status.country && record.source === status.source)?.recorded_by_name ?? null,
    confirmed: status.confirmed,
    checkUrl: status.check_url,
  }));
}

/** Everything a report shows, read from the influencer index at generation time. */
export async function loadReportModel(db: Database, search: SearchEngine, request: ReportRequest): Promise<ReportModel> {
  const account = await findAccount(db, request.influencerId);
  if (!account) throw new AccountMissingError(request.influencerId);
  const [tier, similar, avatar, chosenCategory, vetting, licences] = await Promise.all([
    tierMedians(db, account.platform, account.followers),
    similarOrNone(search, account),
    fetchAvatar(account.avatarUrl),
    account.categories.length > 0 ? null : profileCategory(db, request.reportId),
    vettingOf(db, request.influencerId),
    licencesOf(db, request.influencerId),
  ]);
  return {
    reportId: request.reportId,
    template: request.template,
    language: request.language,
    generatedAt: new Date(),
    account: chosenCategory ? { ...account, categories: [chosenCategory] } : account,
    tier,
    similar,
    vetting,
    licences,
    avatar,
  };
}
