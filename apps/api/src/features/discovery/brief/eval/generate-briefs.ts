/**
 * Writes eval/briefs.json: briefs composed from hand-written phrasings (English, Modern Standard
 * and Gulf Arabic, mixed) with the filters each means, plus a few typos, from a fixed seed so the
 * set changes only when this file does. Run: npx tsx apps/api/src/features/discovery/brief/eval/generate-briefs.ts
 */
import { writeFileSync } from "node:fs";
import type { TSearchRequest } from "@radar/contract/search";
import handWritten from "./hand-written.json" with { type: "json" };

type Lang = "en" | "ar" | "mixed";
interface Part {
  en?: string[];
  ar?: string[];
  apply: (f: TSearchRequest) => void;
}

let seed = 34;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const platforms: Part[] = [
  {
    en: ["on Instagram", "on insta", "Instagram"],
    ar: ["على انستقرام", "في الانستا", "إنستغرام", "انستجرام"],
    apply: (f) => {
      f.social_network = "instagram";
    },
  },
  {
    en: ["on TikTok", "TikTok", "on tik tok"],
    ar: ["على تيك توك", "في التيك توك", "تيكتوك"],
    apply: (f) => {
      f.social_network = "tiktok";
    },
  },
  {
    en: ["on YouTube", "YouTube"],
    ar: ["على يوتيوب", "في اليوتيوب"],
    apply: (f) => {
      f.social_network = "youtube";
    },
  },
  {
    en: ["on Twitter", "on X"],
    ar: ["على تويتر", "في تويتر", "على إكس"],
    apply: (f) => {
      f.social_network = "twitter";
    },
  },
];
const cat = (id: number, en: string[], ar: string[]): Part => ({
  en,
  ar,
  apply: (f) => {
    f.category = { include: [...(f.category?.include ?? []), id] };
  },
});
const categories: Part[] = [
  cat(1035, ["food", "cooking", "restaurant", "foodie"], ["طبخ", "أكل", "مطاعم", "الطبخ", "وصفات"]),
  cat(1020, ["beauty", "makeup", "skincare"], ["تجميل", "مكياج", "الجمال", "ميك اب"]),
  cat(1021, ["fashion", "style"], ["موضة", "أزياء", "فاشن"]),
  cat(1009, ["travel", "tourism"], ["سفر", "سياحة", "رحلات"]),
  cat(1023, ["fitness", "gym"], ["لياقة", "جيم", "رياضة"]),
  cat(1049, ["gaming", "gamers"], ["قيمنق", "ألعاب فيديو", "قيمرز"]),
  cat(1018, ["cars", "automotive"], ["سيارات", "السيارات"]),
  cat(1030, ["tech", "technology"], ["تقنية", "التقنية"]),
  cat(1042, ["family", "parenting"], ["عائلة", "أمومة"]),
  cat(1043, ["luxury"], ["فخامة", "لكجري"]),
  cat(1036, ["comedy", "humor"], ["كوميديا", "طقطقة"]),
  cat(1041, ["lifestyle"], ["لايف ستايل", "يوميات"]),
  cat(1019, ["baking", "desserts"], ["حلويات", "حلا"]),
  cat(1006, ["finance", "investing"], ["استثمار", "المال والاقتصاد"]),
  cat(1026, ["pets", "animals"], ["حيوانات", "قطط", "خيل"]),
  cat(1038, ["photography"], ["تصوير"]),
  cat(1033, ["education"], ["تعليم"]),
  cat(1022, ["health", "nutrition"], ["صحة", "تغذية"]),
  cat(1027, ["music"], ["موسيقى", "شيلات"]),
  cat(1014, ["outdoor", "camping"], ["كشتات", "تخييم"]),
];
const accountPlaces: Part[] = [
  {
    en: ["Saudi", "KSA"],
    ar: ["سعوديين", "سعودي"],
    apply: (f) => {
      f.account_geo = { country: ["SA"] };
    },
  },
  {
    en: ["Kuwaiti"],
    ar: ["كويتيين", "كويتي"],
    apply: (f) => {
      f.account_geo = { country: ["KW"] };
    },
  },
  {
    en: ["Emirati"],
    ar: ["إماراتيين", "اماراتي"],
    apply: (f) => {
      f.account_geo = { country: ["AE"] };
    },
  },
  {
    en: ["Qatari"],
    ar: ["قطريين"],
    apply: (f) => {
      f.account_geo = { country: ["QA"] };
    },
  },
  {
    en: ["Omani"],
    ar: ["عمانيين"],
    apply: (f) => {
      f.account_geo = { country: ["OM"] };
    },
  },
  {
    en: ["Bahraini"],
    ar: ["بحرينيين"],
    apply: (f) => {
      f.account_geo = { country: ["BH"] };
    },
  },
  {
    en: ["Egyptian"],
    ar: ["مصريين"],
    apply: (f) => {
      f.account_geo = { country: ["EG"] };
    },
  },
  {
    en: ["Gulf", "GCC"],
    ar: ["خليجيين"],
    apply: (f) => {
      f.account_geo = { country: ["SA", "AE", "KW", "QA", "BH", "OM"] };
    },
  },
];
const accountCities: Part[] = [
  {
    en: ["in Riyadh", "based in Riyadh"],
    ar: ["في الرياض", "بالرياض"],
    apply: (f) => {
      f.account_geo = { city: [108410] };
    },
  },
  {
    en: ["in Jeddah", "based in Jeddah"],
    ar: ["في جدة", "بجده"],
    apply: (f) => {
      f.account_geo = { city: [105343] };
    },
  },
  {
    en: ["in Dubai", "based in Dubai"],
    ar: ["في دبي", "بدبي"],
    apply: (f) => {
      f.account_geo = { city: [292223] };
    },
  },
  {
    en: ["in Abu Dhabi"],
    ar: ["في أبوظبي", "في ابو ظبي"],
    apply: (f) => {
      f.account_geo = { city: [292968] };
    },
  },
  {
    en: ["in Doha"],
    ar: ["في الدوحة"],
    apply: (f) => {
      f.account_geo = { city: [290030] };
    },
  },
  {
    en: ["in Dammam"],
    ar: ["في الدمام"],
    apply: (f) => {
      f.account_geo = { city: [110336] };
    },
  },
  {
    en: ["in Muscat"],
    ar: ["في مسقط"],
    apply: (f) => {
      f.account_geo = { city: [287286] };
    },
  },
  {
    en: ["in Kuwait", "based in Kuwait"],
    ar: ["في الكويت", "بالكويت"],
    apply: (f) => {
      f.account_geo = { country: ["KW"] };
    },
  },
  {
    en: ["in the UAE", "based in UAE"],
    ar: ["في الإمارات", "بالامارات"],
    apply: (f) => {
      f.account_geo = { country: ["AE"] };
    },
  },
];
const audiences: Part[] = [
  {
    en: ["with a Saudi audience", "audience in Saudi Arabia", "audience from KSA"],
    ar: ["وجمهورهم سعودي", "جمهورهم من السعودية", "جمهوره سعودي"],
    apply: (f) => {
      f.audience_geo = { countries: [{ id: "SA" }] };
    },
  },
  {
    en: ["with a Kuwaiti audience", "audience in Kuwait"],
    ar: ["وجمهورهم كويتي", "جمهورهم من الكويت"],
    apply: (f) => {
      f.audience_geo = { countries: [{ id: "KW" }] };
    },
  },
  {
    en: ["with an Emirati audience", "audience in the UAE"],
    ar: ["وجمهورهم إماراتي", "جمهورهم في الامارات"],
    apply: (f) => {
      f.audience_geo = { countries: [{ id: "AE" }] };
    },
  },
  {
    en: ["audience in Riyadh"],
    ar: ["جمهورهم في الرياض"],
    apply: (f) => {
      f.audience_geo = { cities: [{ id: 108410 }] };
    },
  },
  {
    en: ["with a Gulf audience", "GCC audience"],
    ar: ["وجمهورهم خليجي"],
    apply: (f) => {
      f.audience_geo = { countries: ["SA", "AE", "KW", "QA", "BH", "OM"].map((id) => ({ id })) };
    },
  },
  {
    en: ["mostly female audience", "female audience"],
    ar: ["جمهورهم نسائي", "وجمهورهم بنات"],
    apply: (f) => {
      f.audience_gender = { gender: "female" };
    },
  },
];
const sizes: Part[] = [
  {
    en: ["over 50k followers", "more than 50k", "50k+ followers"],
    ar: ["فوق ٥٠ ألف متابع", "أكثر من 50 ألف متابع", "فوق الخمسين ألف"].slice(0, 2),
    apply: (f) => {
      f.subscribers_count = { from: 50_000, to: null };
    },
  },
  {
    en: ["100k to 1M", "between 100k and 1M followers", "100k-1m"],
    ar: ["من ١٠٠ ألف إلى مليون", "بين ١٠٠ ألف ومليون متابع"],
    apply: (f) => {
      f.subscribers_count = { from: 100_000, to: 1_000_000 };
    },
  },
  {
    en: ["under 10k followers", "less than 10k"],
    ar: ["أقل من ١٠ آلاف متابع", "تحت ١٠ الاف"],
    apply: (f) => {
      f.subscribers_count = { from: null, to: 10_000 };
    },
  },
  {
    en: ["between 10k and 50k", "10k to 50k followers"],
    ar: ["بين ١٠ و ٥٠ ألف", "من 10 الى 50 الف متابع"],
    apply: (f) => {
      f.subscribers_count = { from: 10_000, to: 50_000 };
    },
  },
  {
    en: ["over 1M followers", "more than 1 million"],
    ar: ["فوق مليون متابع", "أكثر من ١ مليون"],
    apply: (f) => {
      f.subscribers_count = { from: 1_000_000, to: null };
    },
  },
  {
    en: ["micro", "micro-sized"].slice(0, 1),
    ar: ["مايكرو", "ميكرو"],
    apply: (f) => {
      f.subscribers_count = { from: 10_000, to: 50_000 };
    },
  },
  {
    en: ["nano"],
    ar: ["نانو"],
    apply: (f) => {
      f.subscribers_count = { from: 1_000, to: 10_000 };
    },
  },
  {
    en: ["macro"],
    ar: ["ماكرو"],
    apply: (f) => {
      f.subscribers_count = { from: 500_000, to: 1_000_000 };
    },
  },
  {
    en: ["mega", "mid-tier"].slice(0, 1),
    ar: ["ميجا", "ميغا"],
    apply: (f) => {
      f.subscribers_count = { from: 1_000_000, to: null };
    },
  },
  {
    en: ["mid-tier"],
    ar: ["متوسطين"],
    apply: (f) => {
      f.subscribers_count = { from: 50_000, to: 500_000 };
    },
  },
];
const extras: Part[] = [
  {
    en: ["high engagement", "with strong engagement"],
    ar: ["تفاعل عالي", "وتفاعلهم قوي", "نسبة تفاعل عالية"],
    apply: (f) => {
      f.er = { from: 3, to: null };
    },
  },
  {
    en: ["engagement above 5%", "er over 5%"],
    ar: ["تفاعل فوق ٥٪", "معدل تفاعل أكثر من 5%"],
    apply: (f) => {
      f.er = { from: 5, to: null };
    },
  },
  {
    en: ["verified", "verified only"],
    ar: ["موثقين", "عندهم العلامة الزرقاء"],
    apply: (f) => {
      f.verified_only = true;
    },
  },
  {
    en: ["with email", "with contact info"],
    ar: ["عندهم ايميل", "مع بيانات التواصل"],
    apply: (f) => {
      f.account_has_contacts = true;
    },
  },
  {
    en: ["posting in Arabic", "Arabic-speaking"],
    ar: ["بالعربي"],
    apply: (f) => {
      f.account_languages = ["ar"];
    },
  },
  {
    en: ["audience aged 18-24", "Gen Z audience"],
    ar: ["جمهورهم أعمارهم ١٨-٢٤"],
    apply: (f) => {
      f.audience_age = { groups: ["18_24"] };
    },
  },
];

const enLead = ["", "find", "looking for", "I need", "show me"];
const arLead = ["", "ابي", "أبغى", "أريد", "ابحث عن", "دورلي"];
const enNoun = {
  any: ["influencers", "creators", "bloggers"],
  female: ["female influencers", "women creators", "female bloggers"],
  male: ["male influencers", "male creators"],
};
const arNoun = {
  any: ["مؤثرين", "مشاهير", "صناع محتوى"],
  female: ["مؤثرات", "مدونات", "بلوقرات", "بلوجرات"],
  male: ["مؤثرين رجال", "شباب"],
};

function typo(text: string): string {
  const words = text.split(" ");
  const candidates = words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 6 && /^\p{L}+$/u.test(w));
  if (candidates.length === 0) return text;
  const [word, index] = pick(candidates);
  const at = 1 + Math.floor(random() * (word.length - 3));
  words[index] = word.slice(0, at) + (word[at + 1] ?? "") + (word[at] ?? "") + word.slice(at + 2);
  return words.join(" ");
}

function compose(lang: Lang): { text: string; filters: TSearchRequest; lang: Lang } {
  const filters: TSearchRequest = {};
  const side = (part: Part) => {
    const arabic = lang === "ar" || (lang === "mixed" && random() < 0.5);
    const list = (arabic ? part.ar : part.en) ?? part.en ?? part.ar ?? [];
    part.apply(filters);
    return pick(list);
  };
  const gender = pick(["any", "any", "female", "female", "male"] as const);
  if (gender !== "any") filters.account_gender = gender;
  const arabicNoun = lang === "ar" || (lang === "mixed" && random() < 0.5);
  const noun = pick((arabicNoun ? arNoun : enNoun)[gender]);
  const pieces: string[] = [];
  const category = side(pick(categories));
  const place = random() < 0.4 ? side(pick(accountPlaces)) : null;
  const city = !place && random() < 0.5 ? side(pick(accountCities)) : null;
  const platform = random() < 0.6 ? side(pick(platforms)) : null;
  const size = random() < 0.7 ? side(pick(sizes)) : null;
  const audience = random() < 0.4 ? side(pick(audiences)) : null;
  const extra = random() < 0.5 ? side(pick(extras)) : null;
  if (lang === "en") {
    pieces.push(
      pick(enLead),
      place ?? "",
      category,
      noun,
      platform ?? "",
      city ?? "",
      size ? `, ${size}` : "",
      audience ? `, ${audience}` : "",
      extra ? `, ${extra}` : "",
    );
  } else {
    pieces.push(pick(arLead), noun, category, place ?? "", platform ?? "", city ?? "", size ?? "", audience ?? "", extra ?? "");
  }
  let text = pieces.filter(Boolean).join(" ").replace(/\s+,/g, ",").replace(/\s+/g, " ").trim();
  if (random() < 0.12) text = typo(text);
  return { text, filters, lang };
}

const generated = [
  ...Array.from({ length: 140 }, () => compose("ar")),
  ...Array.from({ length: 110 }, () => compose("en")),
  ...Array.from({ length: 30 }, () => compose("mixed")),
];
const briefs = [...(handWritten as { text: string; filters: TSearchRequest; lang: Lang }[]), ...generated];
writeFileSync(new URL("./briefs.json", import.meta.url), `${JSON.stringify(briefs, null, 1)}\n`);
console.log(`${briefs.length} briefs written`);
