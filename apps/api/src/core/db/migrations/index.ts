import type { Migration } from "kysely";
import * as identity from "./0001-identity.ts";
import * as credits from "./0002-credits.ts";
import * as billing from "./0003-billing.ts";
import * as discovery from "./0004-discovery.ts";
import * as profilesRequests from "./0005-profiles-requests.ts";
import * as discoveryIndexUpgrades from "./0006-discovery-index-upgrades.ts";
import * as discoverySearchSettings from "./0007-discovery-search-settings.ts";
import * as reports from "./0008-reports.ts";
import * as meetings from "./0009-meetings.ts";
import * as admin from "./0010-admin.ts";
import * as discoveryCoveringIndexes from "./0011-discovery-covering-indexes.ts";
import * as discoveryAudienceIndex from "./0012-discovery-audience-index.ts";
import * as dataSources from "./0013-data-sources.ts";
import * as sessionFamilies from "./0014-session-families.ts";
import * as comparisonTeamAnswer from "./0015-comparison-team-answer.ts";
import * as passwordResets from "./0016-password-resets.ts";
import * as contactMessages from "./0018-contact-messages.ts";
import * as lists from "./0019-lists.ts";
import * as savedSearches from "./0020-saved-searches.ts";
import * as discoveryAccountChanges from "./0021-discovery-account-changes.ts";
import * as influencerPlatformEnum from "./0022-influencer-platform-enum.ts";
import * as profileAudienceJson from "./0023-profile-audience-json.ts";
import * as textIndexPerPlatform from "./0024-text-index-per-platform.ts";
import * as dropUsernameIndex from "./0025-drop-username-index.ts";
import * as searchTokens from "./0026-search-tokens.ts";
import * as passwordChangeRevocations from "./0028-password-change-revocations.ts";
import * as reportSubjectsAndEvents from "./0029-report-subjects-and-events.ts";
import * as sourceTokenHealth from "./0030-source-token-health.ts";
import * as fieldGroups from "./0031-field-groups.ts";
import * as marketSearch from "./0032-market-search.ts";
import * as sourceSpend from "./0033-source-spend.ts";
import * as marketCrawls from "./0034-market-crawls.ts";
import * as accountIdentity from "./0035-account-identity.ts";
import * as accountHistory from "./0036-account-history.ts";
import * as growthColumns from "./0037-growth-columns.ts";
import * as accountLicences from "./0038-account-licences.ts";
import * as taxInvoices from "./0039-tax-invoices.ts";
import * as workspaces from "./0040-workspaces.ts";
import * as licenceTriggerFastPath from "./0041-licence-trigger-fast-path.ts";
import * as workspaceResources from "./0042-workspace-resources.ts";
import * as workspaceEvents from "./0046-workspace-events.ts";
import * as listAttribution from "./0047-list-attribution.ts";
import * as searchTokensFromWriter from "./0048-search-tokens-from-writer.ts";

/** Every migration, in order. A migration that has landed is never edited: add a new one. */
export const migrations: Record<string, Migration> = {
  "0001-identity": identity,
  "0002-credits": credits,
  "0003-billing": billing,
  "0004-discovery": discovery,
  "0005-profiles-requests": profilesRequests,
  "0006-discovery-index-upgrades": discoveryIndexUpgrades,
  "0007-discovery-search-settings": discoverySearchSettings,
  "0008-reports": reports,
  "0009-meetings": meetings,
  "0010-admin": admin,
  "0011-discovery-covering-indexes": discoveryCoveringIndexes,
  "0012-discovery-audience-index": discoveryAudienceIndex,
  "0013-data-sources": dataSources,
  "0014-session-families": sessionFamilies,
  "0015-comparison-team-answer": comparisonTeamAnswer,
  "0016-password-resets": passwordResets,
  "0018-contact-messages": contactMessages,
  "0019-lists": lists,
  "0020-saved-searches": savedSearches,
  "0021-discovery-account-changes": discoveryAccountChanges,
  "0022-influencer-platform-enum": influencerPlatformEnum,
  "0023-profile-audience-json": profileAudienceJson,
  "0024-text-index-per-platform": textIndexPerPlatform,
  "0025-drop-username-index": dropUsernameIndex,
  "0026-search-tokens": searchTokens,
  "0028-password-change-revocations": passwordChangeRevocations,
  "0029-report-subjects-and-events": reportSubjectsAndEvents,
  "0030-source-token-health": sourceTokenHealth,
  "0031-field-groups": fieldGroups,
  "0032-market-search": marketSearch,
  "0033-source-spend": sourceSpend,
  "0034-market-crawls": marketCrawls,
  "0035-account-identity": accountIdentity,
  "0036-account-history": accountHistory,
  "0037-growth-columns": growthColumns,
  "0038-account-licences": accountLicences,
  "0039-tax-invoices": taxInvoices,
  "0040-workspaces": workspaces,
  "0041-licence-trigger-fast-path": licenceTriggerFastPath,
  "0042-workspace-resources": workspaceResources,
  "0046-workspace-events": workspaceEvents,
  "0047-list-attribution": listAttribution,
  "0048-search-tokens-from-writer": searchTokensFromWriter,
};
