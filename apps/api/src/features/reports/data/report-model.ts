import type { TLanguage, TPlatform } from "@radar/contract/constants";
import type { TLicenceCountry, TLicenceSource, TLicenceStatus } from "@radar/contract/licences";
import type { TReportTemplateId } from "@radar/contract/reports";
import type { TAgeGroup, TFieldGroup, TQualityBand } from "@radar/contract/search";
import type { TIndexSource, TProvenanceField } from "@radar/contract/sources";
import type { TGrowth, TQuality, TSignal } from "@radar/contract/vetting";

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
  /** Null where the account's source gives none. */
  erPercent: number | null;
  aqs: number | null;
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
  /** The index's count; shown as "—" when the provenance lists "followers" as missing. */
  followers: number;
  /** Figures the account's source does not give are null (the index holds a 0 placeholder there). */
  erPercent: number | null;
  aqs: number | null;
  qualityBand: TQualityBand | null;
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
  /** Null on twitter, which has no audience data, and where the source gives none. */
  audience: {
    male: number;
    female: number;
    age: { group: TAgeGroup; prc: number }[];
    countries: Share[];
    cities: Share[];
  } | null;
  /** When the figures were fetched from their source (seed and file rows: when the row was written). */
  dataDate: Date;
  provenance: AccountProvenance;
}

/** Where the figures come from, and which of them are estimates or not given at all. */
export interface AccountProvenance {
  source: TIndexSource;
  /** A source's built-in sandbox answered in place of the real service. */
  viaSandbox: boolean;
  estimated: TProvenanceField[];
  missing: TProvenanceField[];
  /** Each field group's own source and date (decision 0058); a group the row holds nothing of is left out. */
  groups?: Partial<Record<TFieldGroup, GroupSource>>;
}

/** Where one field group of the account comes from. */
export interface GroupSource {
  source: TIndexSource;
  viaSandbox: boolean;
  fetchedAt: Date;
}

/** The account's year of followers, its growth, our authenticity signals and both quality scores. */
export interface ReportVetting {
  /** One point a day (weekly further back), oldest first; empty when the index holds no history yet. */
  points: { day: string; followers: number }[];
  growth: TGrowth[];
  signals: TSignal[];
  quality: TQuality;
}

/** The account's licence to advertise in one country, as the details dialog shows it. */
export interface ReportLicence {
  country: TLicenceCountry;
  status: TLicenceStatus;
  number: string | null;
  /** YYYY-MM-DD; null when not known. */
  expiresOn: string | null;
  source: TLicenceSource | null;
  /** Who recorded it, where a user did (null for the bio, the regulator and unnamed records). */
  recordedBy: string | null;
  confirmed: boolean;
  /** The regulator's public check page. */
  checkUrl: string;
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
  vetting: ReportVetting;
  /** The licence to advertise per country (SA, AE, always both; status "none" where none is known). */
  licences: ReportLicence[];
  /** The avatar as PNG or JPEG bytes, when the index has one that could be fetched. */
  avatar: Buffer | null;
}
