import type { TLanguage, TPlatform } from "@radar/contract/constants";
import type { TAgeGroup, TFieldGroup, TQualityBand } from "@radar/contract/search";
import type { TIndexSource } from "@radar/contract/sources";
import type { PlatformFigure, SizeTierKey } from "../data/report-model.ts";
import { ar } from "./report-text-ar.ts";
import { en } from "./report-text-en.ts";
import type { VettingText } from "./report-text-vetting.ts";

/** An age group as a report prints it ("18–24", "65+"): the same digits in both languages. */
export const ageLabel = (group: TAgeGroup): string => (group === "65_plus" ? "65+" : group.replace("_", "–"));

/** Every word a report prints, in both languages (the web app's locales do the same for screens). */
export interface ReportText {
  brand: string;
  title: string;
  generated: string;
  dataAsOf: string;
  /** "Source: YouTube (sandbox)" on every page, after the data date. */
  sourceLabel: string;
  sources: Record<TIndexSource, string>;
  sandbox: string;
  /** "Sources — Profile, metrics: YouTube, 11 Feb 2026 · Audience: Modash, …" when the field groups differ. */
  groupSources: string;
  groups: Record<TFieldGroup, string>;
  page: (n: number, of: number) => string;
  sections: {
    overview: string;
    performance: string;
    audienceQuality: string;
    gender: string;
    age: string;
    countries: string;
    cities: string;
    prices: string;
    similar: string;
    about: string;
  };
  labels: {
    platform: string;
    category: string;
    followers: string;
    engagement: string;
    tierMedian: (tier: string) => string;
    avgViews: string;
    avgLikes: string;
    avgComments: string;
    posts: string;
    credibility: string;
    location: string;
    verified: string;
    accountType: string;
    score: string;
    male: string;
    female: string;
    post: string;
    story: string;
    estimateNote: string;
    notAvailable: string;
    /** The category line of an account that has none (never the platform's name in its place). */
    uncategorised: string;
    /** A figure the account's source does not give (provenance "missing"): "—" with this note. */
    notFromSource: string;
    /** The marker of a figure we computed from a sample or the source rounded (provenance "estimated"). */
    estimated: string;
    noAudience: string;
    noAudienceFromSource: string;
    noSimilar: string;
    similarity: string;
    account: string;
    interests: string;
    aboveMedian: string;
    belowMedian: string;
    atMedian: string;
    tierAccounts: (count: string, tier: string, platform: string) => string;
    qualityScale: string;
  };
  platforms: Record<TPlatform, string>;
  tiers: Record<SizeTierKey, string>;
  bands: Record<TQualityBand, string>;
  figures: Record<PlatformFigure["key"], string>;
  accountTypes: Record<"personal" | "brand" | "creator", string>;
  yes: string;
  no: string;
  /** The growth and authenticity sections. */
  vetting: VettingText;
}

export const REPORT_TEXT: Record<TLanguage, ReportText> = { en, ar };
