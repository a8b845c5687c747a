import type { TLanguage, TPlatform } from "@radar/contract/constants";
import type { TReportTemplateId } from "@radar/contract/reports";
import type { TAgeGroup, TQualityBand } from "@radar/contract/search";
import type { PlatformFigure, SizeTierKey } from "../data/report-model.ts";

/** Every word a report prints, in both languages (the web app's locales do the same for screens). */
export interface ReportText {
  brand: string;
  title: string;
  templateName: Record<TReportTemplateId, string>;
  generated: string;
  dataAsOf: string;
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
    noAudience: string;
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
  ages: Record<TAgeGroup, string>;
  figures: Record<PlatformFigure["key"], string>;
  accountTypes: Record<"personal" | "brand" | "creator", string>;
  yes: string;
  no: string;
}

const en: ReportText = {
  brand: "Influencers Radar",
  title: "Influencer analytics report",
  templateName: { standard: "Standard", brief: "Brief" },
  generated: "Generated",
  dataAsOf: "Data as of",
  page: (n, of) => `Page ${n} of ${of}`,
  sections: {
    overview: "Overview",
    performance: "Performance against its size tier",
    audienceQuality: "Audience quality",
    gender: "Audience gender",
    age: "Audience age groups",
    countries: "Top audience countries",
    cities: "Top audience cities",
    prices: "Estimated prices",
    similar: "The 10 most similar influencers",
    about: "About the account",
  },
  labels: {
    platform: "Platform",
    category: "Category",
    followers: "Followers",
    engagement: "Engagement rate",
    tierMedian: (tier) => `Median of ${tier} accounts`,
    avgViews: "Average views",
    avgLikes: "Average likes",
    avgComments: "Average comments",
    posts: "Posts",
    credibility: "Credibility",
    location: "Location",
    verified: "Verified",
    accountType: "Account type",
    score: "Audience quality score",
    male: "Male",
    female: "Female",
    post: "Post",
    story: "Story",
    estimateNote: "Estimates from the index's pricing model, in SAR; actual rates are agreed with the influencer.",
    notAvailable: "Not available",
    noAudience: "This platform does not report audience data.",
    noSimilar: "No similar accounts were found in the index.",
    similarity: "Similarity",
    account: "Account",
    interests: "Audience interests",
    aboveMedian: "above the tier median",
    belowMedian: "below the tier median",
    atMedian: "at the tier median",
    tierAccounts: (count, tier, platform) => `Compared with ${count} ${tier} accounts on ${platform}.`,
    qualityScale: "Bands: over 90 excellent, over 80 very good, over 60 good, over 40 average, over 25 could be improved.",
  },
  platforms: { instagram: "Instagram", tiktok: "TikTok", youtube: "YouTube", twitter: "Twitter/X" },
  tiers: { nano: "Nano", micro: "Micro", mid: "Mid", macro: "Macro", mega: "Mega" },
  bands: {
    excellent: "Excellent",
    very_good: "Very good",
    good: "Good",
    average: "Average",
    could_be_improved: "Could be improved",
    poor: "Poor",
  },
  ages: {
    "13_17": "13–17",
    "18_24": "18–24",
    "25_34": "25–34",
    "35_44": "35–44",
    "45_54": "45–54",
    "55_64": "55–64",
    "65_plus": "65+",
  },
  figures: {
    reels_views: "Average reels views",
    shorts_views: "Average shorts views",
    total_likes: "Total likes",
    tweets_per_day: "Tweets per day",
    retweets_per_tweet: "Retweets per tweet",
  },
  accountTypes: { personal: "Personal", brand: "Brand", creator: "Creator" },
  yes: "Yes",
  no: "No",
};

const ar: ReportText = {
  brand: "Influencers Radar",
  title: "تقرير تحليل المؤثر",
  templateName: { standard: "قياسي", brief: "موجز" },
  generated: "تاريخ الإنشاء",
  dataAsOf: "تاريخ البيانات",
  page: (n, of) => `صفحة ${n} من ${of}`,
  sections: {
    overview: "نظرة عامة",
    performance: "الأداء مقارنة بفئة الحجم",
    audienceQuality: "جودة الجمهور",
    gender: "جنس الجمهور",
    age: "الفئات العمرية للجمهور",
    countries: "أهم دول الجمهور",
    cities: "أهم مدن الجمهور",
    prices: "الأسعار التقديرية",
    similar: "أكثر 10 مؤثرين تشابهًا",
    about: "عن الحساب",
  },
  labels: {
    platform: "المنصة",
    category: "الفئة",
    followers: "المتابعون",
    engagement: "معدل التفاعل",
    tierMedian: (tier) => `الوسيط لحسابات فئة ${tier}`,
    avgViews: "متوسط المشاهدات",
    avgLikes: "متوسط الإعجابات",
    avgComments: "متوسط التعليقات",
    posts: "المنشورات",
    credibility: "المصداقية",
    location: "الموقع",
    verified: "موثّق",
    accountType: "نوع الحساب",
    score: "مؤشر جودة الجمهور",
    male: "ذكور",
    female: "إناث",
    post: "منشور",
    story: "قصة",
    estimateNote: "أسعار تقديرية من نموذج التسعير في الفهرس، بالريال السعودي؛ السعر الفعلي يُتفق عليه مع المؤثر.",
    notAvailable: "غير متوفر",
    noAudience: "لا توفر هذه المنصة بيانات الجمهور.",
    noSimilar: "لم يُعثر على حسابات مشابهة في الفهرس.",
    similarity: "التشابه",
    account: "الحساب",
    interests: "اهتمامات الجمهور",
    aboveMedian: "أعلى من وسيط الفئة",
    belowMedian: "أقل من وسيط الفئة",
    atMedian: "مساوٍ لوسيط الفئة",
    tierAccounts: (count, tier, platform) => `مقارنة مع ${count} حساب من فئة ${tier} على ${platform}.`,
    qualityScale: "الدرجات: فوق 90 ممتاز، فوق 80 جيد جدًا، فوق 60 جيد، فوق 40 متوسط، فوق 25 يحتاج إلى تحسين.",
  },
  platforms: { instagram: "إنستغرام", tiktok: "تيك توك", youtube: "يوتيوب", twitter: "تويتر/إكس" },
  tiers: { nano: "نانو", micro: "مايكرو", mid: "متوسط", macro: "ماكرو", mega: "ميغا" },
  bands: {
    excellent: "ممتاز",
    very_good: "جيد جدًا",
    good: "جيد",
    average: "متوسط",
    could_be_improved: "يحتاج إلى تحسين",
    poor: "ضعيف",
  },
  ages: {
    "13_17": "13–17",
    "18_24": "18–24",
    "25_34": "25–34",
    "35_44": "35–44",
    "45_54": "45–54",
    "55_64": "55–64",
    "65_plus": "+65",
  },
  figures: {
    reels_views: "متوسط مشاهدات الريلز",
    shorts_views: "متوسط مشاهدات الشورتس",
    total_likes: "إجمالي الإعجابات",
    tweets_per_day: "التغريدات يوميًا",
    retweets_per_tweet: "إعادات التغريد لكل تغريدة",
  },
  accountTypes: { personal: "شخصي", brand: "علامة تجارية", creator: "صانع محتوى" },
  yes: "نعم",
  no: "لا",
};

export const REPORT_TEXT: Record<TLanguage, ReportText> = { en, ar };
