import type { TLanguage, TPlatform } from "@radar/contract/constants";
import type { TReportTemplateId } from "@radar/contract/reports";
import type { TAgeGroup, TQualityBand } from "@radar/contract/search";

/** A name in both languages; the renderer picks one. */
export interface Bilingual {
  en: string;
  ar: string;
}

export interface Share {
  label: Bilingual;
  prc: number;
}

export type SizeTierKey = "nano" | "micro" | "mid" | "macro" | "mega";

export interface SizeTier {
  key: SizeTierKey;
  from: number;
  to: number | null;
  /** How many accounts of the platform are in the tier: the medians are theirs. */
  accounts: number;
  medianErPercent: number | null;
  medianViews: number | null;
  medianLikes: number | null;
}

/** A figure only some platforms have (reels views on instagram, shorts views on youtube, …). */
export interface PlatformFigure {
  key: "reels_views" | "shorts_views" | "total_likes" | "tweets_per_day" | "retweets_per_tweet";
  value: number;
}

export interface SimilarAccount {
  platform: TPlatform;
  username: string;
  fullName: string;
  followers: number;
  erPercent: number;
  aqs: number;
  /** 0–1 likeness to the analysed account. */
  similarity: number | null;
}

export interface AnalysedAccount {
  influencerId: string;
  platform: TPlatform;
  username: string;
  fullName: string;
  avatarUrl: string | null;
  bio: string;
  isVerified: boolean;
  accountType: "personal" | "brand" | "creator";
  followers: number;
  erPercent: number;
  aqs: number;
  qualityBand: TQualityBand;
  credibility: number | null;
  viewsAvg: number | null;
  likesAvg: number | null;
  commentsAvg: number | null;
  postsCount: number | null;
  platformFigures: PlatformFigure[];
  categories: Bilingual[];
  interests: Bilingual[];
  country: Bilingual | null;
  city: Bilingual | null;
  postPrice: number | null;
  storyPrice: number | null;
  /** Null on twitter, which has no audience data. */
  audience: {
    male: number;
    female: number;
    age: { group: TAgeGroup; prc: number }[];
    countries: Share[];
    cities: Share[];
  } | null;
  /** When the index last updated the account: the report's data date. */
  dataDate: Date;
}

/** Everything a report shows, independent of format and language. */
export interface ReportModel {
  reportId: number;
  template: TReportTemplateId;
  language: TLanguage;
  generatedAt: Date;
  account: AnalysedAccount;
  tier: SizeTier;
  similar: SimilarAccount[];
  /** The avatar as PNG or JPEG bytes, when the index has one that could be fetched. */
  avatar: Buffer | null;
}
