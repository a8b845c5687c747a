import type { TLicenceCountry, TLicenceStatus } from "@radar/contract/licences";
import type { TSignalKind, TSignalReason, TSignalVerdict } from "@radar/contract/vetting";

/** The figures a signal's sentence quotes, already formatted in the report's language. */
export interface ReasonFigures {
  value: string;
  benchmark: string;
  /** value ÷ benchmark as a percent ("30%"). */
  share: string;
  /** value ÷ benchmark as a multiple ("3.2"). */
  times: string;
  date: string;
}

/**
 * The words of the licence section: the ones the details dialog shows (apps/web locales, vetting.json
 * "licences"), with the report's own sentence for an account of which no licence is known.
 */
export interface LicenceText {
  title: string;
  country: Record<TLicenceCountry, string>;
  status: Record<TLicenceStatus, string>;
  number: string;
  expires: string;
  noExpiry: string;
  noNumber: string;
  source: { bio: string; user: (name: string | null) => string; regulator: string };
  confirmed: string;
  notConfirmed: string;
  /** Said of a country without a licence on record, and of the account when it has none at all. */
  checkBeforeBooking: string;
  noneKnown: string;
  /** The heading of the regulators' check pages. */
  check: string;
  note: string;
}

export const licenceEn: LicenceText = {
  title: "Licence to advertise",
  country: { SA: "Mawthooq (Saudi Arabia)", AE: "Advertiser permit (UAE)" },
  status: { valid: "Valid", expiring: "Expires soon", expired: "Expired", none: "None known" },
  number: "Number",
  expires: "Expires",
  noExpiry: "Expiry not known",
  noNumber: "No number on record",
  source: {
    bio: "Stated in the account's bio.",
    user: (name) => (name ? `Recorded by ${name}.` : "Recorded by a user."),
    regulator: "Found at the regulator.",
  },
  confirmed: "Confirmed at the regulator's page.",
  notConfirmed: "Not confirmed at the regulator's page yet.",
  checkBeforeBooking: "No licence known — check before booking.",
  noneKnown:
    "No licence known — check before booking. We know no Mawthooq licence or UAE advertiser permit for this account; brands that advertise through unlicensed creators can be penalised.",
  check: "Check at the regulator",
  note: "Saudi Arabia requires the media regulator's Mawthooq licence and the UAE an advertiser permit for paid promotion. Check the number at the regulator before you book.",
};

export const licenceAr: LicenceText = {
  title: "ترخيص الإعلان",
  country: { SA: "موثوق (السعودية)", AE: "تصريح المعلن (الإمارات)" },
  status: { valid: "ساري", expiring: "ينتهي قريبًا", expired: "منتهٍ", none: "غير معروف" },
  number: "الرقم",
  expires: "ينتهي في",
  noExpiry: "تاريخ الانتهاء غير معروف",
  noNumber: "لا يوجد رقم مسجّل",
  source: {
    bio: "مذكور في النبذة التعريفية للحساب.",
    user: (name) => (name ? `سجّله ${name}.` : "سجّله مستخدم."),
    regulator: "من سجلّ الجهة المنظِّمة.",
  },
  confirmed: "تم التحقق منه في صفحة الجهة المنظِّمة.",
  notConfirmed: "لم يُتحقَّق منه في صفحة الجهة المنظِّمة بعد.",
  checkBeforeBooking: "لا يوجد ترخيص معروف — تحقّق قبل الحجز.",
  noneKnown:
    "لا يوجد ترخيص معروف — تحقّق قبل الحجز. لا نعرف ترخيص «موثوق» أو تصريح معلن إماراتيًا لهذا الحساب، وقد تُعاقَب العلامات التجارية التي تُعلن عبر صنّاع محتوى غير مرخّصين.",
  check: "تحقّق لدى الجهة المنظِّمة",
  note: "تشترط السعودية ترخيص «موثوق» من الهيئة العامة لتنظيم الإعلام، وتشترط الإمارات تصريح معلن، لأي ترويج مدفوع. تحقّق من الرقم لدى الجهة المنظِّمة قبل الحجز.",
};

/**
 * The words of the growth and authenticity sections. The sentences are the ones the details dialog
 * shows (apps/web locales, vetting.json), so a report and the screen explain an account alike.
 */
export interface VettingText {
  growthTitle: string;
  authenticityTitle: string;
  chartTitle: string;
  noHistory: string;
  growth: (days: number) => string;
  measured: (days: number) => string;
  /** "+1,350 followers": the change under a growth rate. */
  change: (count: string) => string;
  noGrowth: string;
  vendorScore: string;
  noVendor: string;
  estimate: string;
  estimateNote: string;
  signalsNote: string;
  noSignals: string;
  value: string;
  benchmark: string;
  kinds: Record<TSignalKind, string>;
  verdicts: Record<TSignalVerdict, string>;
  reasons: Record<TSignalReason, (f: ReasonFigures) => string>;
  /** The licence to advertise section. */
  licence: LicenceText;
}

export const vettingEn: VettingText = {
  growthTitle: "Follower growth",
  authenticityTitle: "Authenticity signals",
  chartTitle: "Followers over the last 12 months",
  noHistory: "No follower history yet for this account: its chart starts with the next refresh, so no growth can be shown.",
  growth: (days) => `Growth over ${days} days`,
  measured: (days) => `measured over ${days} days`,
  change: (count) => `${count} followers`,
  noGrowth: "Not enough history yet",
  vendorScore: "Data provider's score",
  noVendor: "No data provider scored this account",
  estimate: "Our estimate",
  estimateNote: "Ours, from the signals; not a data provider's score",
  signalsNote:
    "Our own signals, measured against the median of accounts on the same platform and of the same size. Our quality estimate is derived from them; where a data provider's score exists, it is the one searches use.",
  noSignals: "Not enough data for our signals yet.",
  value: "Value",
  benchmark: "Benchmark",
  kinds: {
    engagement: "Engagement",
    likes_per_comment: "Likes per comment",
    views_per_follower: "Views against followers",
    growth_spike: "Growth spikes",
    follower_following: "Followers per account followed",
  },
  verdicts: { good: "Fine", watch: "Worth a look", warning: "Warning" },
  licence: licenceEn,
  reasons: {
    engagement_typical: (f) => `Engagement ${f.value}, in line with similar accounts (${f.benchmark}).`,
    engagement_below: (f) => `Engagement ${f.value}, ${f.share} of similar accounts' ${f.benchmark}.`,
    engagement_far_below: (f) =>
      `Engagement ${f.value}, only ${f.share} of similar accounts' ${f.benchmark}: many followers may be inactive or bought.`,
    engagement_far_above: (f) =>
      `Engagement ${f.value}, ${f.times} times that of similar accounts (${f.benchmark}): unusually high, worth checking that likes are not bought.`,
    likes_per_comment_typical: (f) => `${f.value} likes per comment, close to similar accounts (${f.benchmark}).`,
    likes_per_comment_high: (f) =>
      `${f.value} likes per comment against ${f.benchmark} for similar accounts: many likes with little conversation can mean bought likes.`,
    likes_per_comment_low: (f) =>
      `${f.value} likes per comment against ${f.benchmark} for similar accounts: the comments may come from engagement groups.`,
    views_typical: (f) => `Average views are ${f.value} of followers, in line with similar accounts (${f.benchmark}).`,
    views_below: (f) => `Average views are ${f.value} of followers, against ${f.benchmark} for similar accounts.`,
    views_far_below: (f) =>
      `Average views are only ${f.value} of followers, against ${f.benchmark} for similar accounts: much of the audience does not watch.`,
    no_spikes: (f) => `No sudden jumps in followers; the usual change is ${f.benchmark} a day.`,
    spike: (f) =>
      `On ${f.date} the account gained ${f.value} followers in a day, against its usual ${f.benchmark}: followers may have been bought.`,
    following_typical: (f) => `${f.value} followers for each account it follows.`,
    following_high: (f) => `Only ${f.value} followers for each account it follows.`,
    following_above_followers: (f) =>
      `It follows more accounts than follow it (${f.value} followers per account followed): a follow-for-follow pattern.`,
  },
};

export const vettingAr: VettingText = {
  growthTitle: "نمو المتابعين",
  authenticityTitle: "مؤشرات المصداقية",
  chartTitle: "المتابعون خلال آخر 12 شهرًا",
  noHistory: "لا يوجد سجل متابعين لهذا الحساب بعد: يبدأ الرسم البياني مع التحديث التالي، فلا يمكن عرض النمو.",
  growth: (days) => `النمو خلال ${days} يومًا`,
  measured: (days) => `مقيس على ${days} يومًا`,
  change: (count) => `${count} متابع`,
  noGrowth: "السجل لا يكفي بعد",
  vendorScore: "تقييم مزوّد البيانات",
  noVendor: "لم يقيّم أي مزوّد بيانات هذا الحساب",
  estimate: "تقديرنا",
  estimateNote: "تقديرنا من المؤشرات، وليس تقييم مزوّد بيانات",
  signalsNote:
    "مؤشراتنا الخاصة، مقارنةً بالوسيط لحسابات المنصة نفسها والحجم نفسه. تقديرنا لجودة الجمهور مبني عليها؛ وحيث يوجد تقييم من مزوّد بيانات فهو الذي تعتمد عليه عمليات البحث.",
  noSignals: "البيانات لا تكفي لمؤشراتنا بعد.",
  value: "القيمة",
  benchmark: "المرجع",
  kinds: {
    engagement: "التفاعل",
    likes_per_comment: "الإعجابات لكل تعليق",
    views_per_follower: "المشاهدات مقابل المتابعين",
    growth_spike: "قفزات النمو",
    follower_following: "المتابعون لكل حساب يتابعه",
  },
  verdicts: { good: "سليم", watch: "يستحق النظر", warning: "تحذير" },
  licence: licenceAr,
  reasons: {
    engagement_typical: (f) => `التفاعل ${f.value}، في مستوى الحسابات المماثلة (${f.benchmark}).`,
    engagement_below: (f) => `التفاعل ${f.value}، أي ${f.share} من تفاعل الحسابات المماثلة (${f.benchmark}).`,
    engagement_far_below: (f) =>
      `التفاعل ${f.value}، أي ${f.share} فقط من تفاعل الحسابات المماثلة (${f.benchmark}): قد يكون كثير من المتابعين غير نشطين أو مشترَين.`,
    engagement_far_above: (f) =>
      `التفاعل ${f.value}، أي ${f.times} أضعاف الحسابات المماثلة (${f.benchmark}): مرتفع على غير العادة، فتحقّق من أن الإعجابات غير مشتراة.`,
    likes_per_comment_typical: (f) => `${f.value} إعجاب لكل تعليق، قريب من الحسابات المماثلة (${f.benchmark}).`,
    likes_per_comment_high: (f) =>
      `${f.value} إعجاب لكل تعليق مقابل ${f.benchmark} للحسابات المماثلة: كثرة الإعجابات مع قلة النقاش قد تعني إعجابات مشتراة.`,
    likes_per_comment_low: (f) =>
      `${f.value} إعجاب لكل تعليق مقابل ${f.benchmark} للحسابات المماثلة: قد تأتي التعليقات من مجموعات تبادل التفاعل.`,
    views_typical: (f) => `متوسط المشاهدات ${f.value} من عدد المتابعين، في مستوى الحسابات المماثلة (${f.benchmark}).`,
    views_below: (f) => `متوسط المشاهدات ${f.value} من عدد المتابعين، مقابل ${f.benchmark} للحسابات المماثلة.`,
    views_far_below: (f) =>
      `متوسط المشاهدات ${f.value} فقط من عدد المتابعين، مقابل ${f.benchmark} للحسابات المماثلة: كثير من الجمهور لا يشاهد.`,
    no_spikes: (f) => `لا قفزات مفاجئة في المتابعين؛ التغيّر المعتاد ${f.benchmark} في اليوم.`,
    spike: (f) => `في ${f.date} كسب الحساب ${f.value} متابع في يوم واحد، مقابل ${f.benchmark} في يومه المعتاد: ربما اشتُري متابعون.`,
    following_typical: (f) => `${f.value} متابع لكل حساب يتابعه.`,
    following_high: (f) => `${f.value} متابع فقط لكل حساب يتابعه.`,
    following_above_followers: (f) => `يتابع حسابات أكثر ممن يتابعونه (${f.value} متابع لكل حساب يتابعه): نمط المتابعة المتبادلة.`,
  },
};
