import type { TPlatform } from "@radar/contract/constants";

/**
 * The account any plausible handle resolves to in the built-in sandboxes: deterministic for
 * (platform, handle), so a local user can add *any* link and see the same figures every time, and
 * tests can rely on them. Each sandbox renders a persona in its own service's shape (string counts
 * for YouTube, `business_discovery` for Instagram, `public_metrics` for X, vendor reports…).
 * Handles starting with "tiny" have fewer than 1,000 followers (too small to add as a profile).
 */

export interface PersonaMedia {
  id: string;
  /** Unix seconds. */
  publishedAt: number;
  views: number;
  likes: number;
  comments: number;
  durationSeconds: number;
  kind: "video" | "short" | "image" | "reel" | "carousel";
  caption: string;
}

export interface Persona {
  platform: TPlatform;
  handle: string;
  /** A stable numeric id (as a string) the services use for the account. */
  numericId: string;
  title: string;
  bio: string;
  followers: number;
  following: number;
  postsCount: number;
  /** Account-wide views (YouTube channel viewCount). */
  totalViews: number;
  /** Engagement rate in percent. */
  er: number;
  viewsAvg: number;
  verified: boolean;
  country: string;
  city: { id: number; name: string };
  language: "ar" | "en";
  /** Our category ids (HypeAuditor's taxonomy), biggest first. */
  categories: number[];
  /** Category names as the vendors label them. */
  categoryNames: string[];
  createdAt: Date;
  email: string | null;
  website: string | null;
  aqs: number;
  /** Share of real followers, 0–1. */
  credibility: number;
  audience: {
    male: number;
    female: number;
    /** Percent per age group 13-17 … 65+. */
    ages: Record<"13-17" | "18-24" | "25-34" | "35-44" | "45-54" | "55-64" | "65+", number>;
    countries: { code: string; name: string; prc: number }[];
    cities: { id: number; name: string; prc: number }[];
  };
  media: PersonaMedia[];
}

const GULF: { code: string; name: string; cities: [number, string][] }[] = [
  {
    code: "SA",
    name: "Saudi Arabia",
    cities: [
      [108410, "Riyadh"],
      [105343, "Jeddah"],
      [109223, "Medina"],
      [110336, "Dammam"],
    ],
  },
  {
    code: "AE",
    name: "United Arab Emirates",
    cities: [
      [292223, "Dubai"],
      [292968, "Abu Dhabi"],
      [292672, "Sharjah"],
    ],
  },
  { code: "KW", name: "Kuwait", cities: [[285787, "Kuwait City"]] },
  { code: "QA", name: "Qatar", cities: [[290030, "Doha"]] },
  { code: "BH", name: "Bahrain", cities: [[290340, "Manama"]] },
  { code: "OM", name: "Oman", cities: [[287286, "Muscat"]] },
  {
    code: "EG",
    name: "Egypt",
    cities: [
      [360630, "Cairo"],
      [361058, "Alexandria"],
    ],
  },
];

const CATEGORIES: [number, string][] = [
  [1020, "Beauty"],
  [1021, "Fashion"],
  [1035, "Food & Cooking"],
  [1009, "Travel"],
  [1049, "Gaming"],
  [1023, "Fitness & Gym"],
  [1034, "Computers & Gadgets"],
  [1041, "Lifestyle"],
  [1027, "Music"],
  [1013, "Sports with a ball"],
  [1042, "Family"],
  [1018, "Cars & Motorbikes"],
  [1036, "Humor & Fun & Happiness"],
  [1033, "Education"],
];

const BIO_AR = ["صانع محتوى", "أشارككم يومياتي", "للتعاون", "محتوى عربي أصيل", "من الرياض إلى العالم", "حب، سفر، وقهوة"];
const BIO_EN = [
  "Content creator",
  "Sharing my everyday",
  "For collabs",
  "Stories from the Gulf",
  "Coffee, travel, good vibes",
  "Reviews and tips",
];

/** FNV-1a over the text: a stable 32-bit seed per account. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** "sara.al-qahtani_99" → "Sara Al Qahtani". */
export function titleFromHandle(handle: string): string {
  const words = handle
    .replace(/^@/, "")
    .split(/[._\-\s]+|(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])/i)
    .filter((word) => word && !/^\d+$/.test(word));
  if (words.length === 0) return handle;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join(" ");
}

/** Splits 100 into `count` whole shares, biggest first, led by roughly `lead`. */
function shares(random: () => number, count: number, lead: number): number[] {
  const raw = [lead, ...Array.from({ length: count - 1 }, () => 1 + random() * (100 - lead) * 0.6)];
  const total = raw.reduce((a, b) => a + b, 0);
  const whole = raw.map((value) => Math.max(1, Math.floor((value / total) * 100)));
  whole[0] = (whole[0] ?? 0) + (100 - whole.reduce((a, b) => a + b, 0));
  return whole.sort((a, b) => b - a);
}

export function sandboxPersona(platform: TPlatform, rawHandle: string): Persona {
  const handle = rawHandle.replace(/^@/, "").toLowerCase();
  const seed = hash32(`${platform}:${handle}`);
  const random = prng(seed);
  const between = (min: number, max: number) => min + random() * (max - min);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  const tiny = handle.startsWith("tiny");
  // Log-uniform between 2,000 and 3,000,000 followers; "tiny…" handles between 100 and 900.
  const followers = tiny ? Math.round(between(100, 900)) : Math.round(Math.exp(between(Math.log(2_000), Math.log(3_000_000))));
  // Engagement falls with size, as it does on every platform.
  const er = Math.round(Math.max(0.4, between(2, 9) - Math.log10(followers) * 0.9) * 100) / 100;
  const home = random() < 0.8 ? (GULF[Math.floor(random() * 6)] as (typeof GULF)[number]) : (GULF[6] as (typeof GULF)[number]);
  const city = pick(home.cities);
  const language: "ar" | "en" = random() < 0.7 ? "ar" : "en";
  const firstCategory = CATEGORIES[seed % CATEGORIES.length] as [number, string];
  const secondCategory = pick(CATEGORIES.filter(([id]) => id !== firstCategory[0]));
  const categories = random() < 0.6 ? [firstCategory, secondCategory] : [firstCategory];
  const createdAt = new Date(Date.UTC(2012 + Math.floor(random() * 11), Math.floor(random() * 12), 1 + Math.floor(random() * 28)));
  const postsCount = Math.round(between(60, 1_800));
  const viewsRatio = platform === "youtube" || platform === "tiktok" ? between(0.08, 0.6) : between(0.05, 0.3);
  const viewsAvg = Math.round(followers * viewsRatio);
  const title = titleFromHandle(handle);
  const bio = language === "ar" ? `${pick(BIO_AR)} · ${pick(BIO_EN)}` : `${pick(BIO_EN)} · ${pick(BIO_AR)}`;
  const hasEmail = random() < 0.55;

  const countryShares = shares(random, 5, between(35, 65));
  const audienceCountries = [home, ...GULF.filter((c) => c.code !== home.code)].slice(0, 5).map((c, i) => ({
    code: c.code,
    name: c.name,
    prc: countryShares[i] ?? 1,
  }));
  const citySource = home.cities.length >= 2 ? home.cities : [...home.cities, ...(GULF[0]?.cities ?? [])];
  const cityShares = shares(random, Math.min(3, citySource.length), between(20, 40)).map((share) => Math.round(share * 0.6));
  const audienceCities = citySource.slice(0, cityShares.length).map(([id, name], i) => ({ id, name, prc: cityShares[i] ?? 1 }));
  const female = Math.round(between(25, 75));
  const ageShares = shares(random, 7, between(30, 45));
  const ageOrder = ["25-34", "18-24", "35-44", "13-17", "45-54", "55-64", "65+"] as const;
  const ages = Object.fromEntries(ageOrder.map((group, i) => [group, ageShares[i] ?? 0])) as Persona["audience"]["ages"];

  const now = Math.floor(Date.now() / 86_400_000) * 86_400; // whole days: the same answer all day
  const media: PersonaMedia[] = Array.from({ length: 24 }, (_, i) => {
    const views = Math.max(10, Math.round(viewsAvg * between(0.5, 1.6)));
    const engaged = Math.round((followers * er) / 100);
    const likes = Math.max(0, Math.round(engaged * between(0.7, 1.2) * 0.92));
    const comments = Math.max(0, Math.round(engaged * between(0.5, 1.5) * 0.08));
    const short = platform === "youtube" && random() < 0.35;
    const kind: PersonaMedia["kind"] =
      platform === "youtube"
        ? short
          ? "short"
          : "video"
        : platform === "instagram"
          ? pick(["image", "reel", "carousel"] as const)
          : "video";
    return {
      id: `${seed.toString(36)}${i.toString(36).padStart(2, "0")}${Math.floor(random() * 1e6).toString(36)}`,
      publishedAt: now - Math.round((i + between(0.2, 1)) * 86_400 * between(1.5, 4)),
      views,
      likes,
      comments,
      durationSeconds: short ? Math.round(between(15, 59)) : Math.round(between(240, 1_500)),
      kind,
      caption:
        language === "ar" ? `${pick(BIO_AR)} #${firstCategory[1].split(" ")[0]}` : `${pick(BIO_EN)} #${firstCategory[1].split(" ")[0]}`,
    };
  });

  return {
    platform,
    handle,
    numericId: String(1_000_000_000 + (seed % 8_000_000_000)) + String(seed % 97).padStart(2, "0"),
    title,
    bio,
    followers,
    following: Math.round(between(50, 1_200)),
    postsCount,
    totalViews: Math.round(viewsAvg * postsCount * between(0.8, 1.4)),
    er,
    viewsAvg,
    verified: followers > 500_000 && random() < 0.6,
    country: home.code,
    city: { id: city[0], name: city[1] },
    language,
    categories: categories.map(([id]) => id),
    categoryNames: categories.map(([, name]) => name),
    createdAt,
    email: hasEmail ? `collab.${handle.replace(/[^a-z0-9]/g, "")}@example.com` : null,
    website: random() < 0.4 ? `https://example.com/${encodeURIComponent(handle)}` : null,
    aqs: Math.round(between(35, 95)),
    credibility: Math.round(between(0.55, 0.95) * 100) / 100,
    audience: { male: 100 - female, female, ages, countries: audienceCountries, cities: audienceCities },
    media: media.sort((a, b) => b.publishedAt - a.publishedAt),
  };
}
