import { WeightedTable } from "./prng.ts";

/**
 * How each content category shapes a generated influencer: how common it is in the Gulf market,
 * the female share of its audience, how young that audience skews (-1 older … +1 younger), the
 * audience interests it brings, and phrases for bios in English and Arabic.
 */
interface CategoryProfile {
  id: number;
  weight: number;
  female: number;
  youth: number;
  interests: number[];
  en: string[];
  ar: string[];
}

const c = (
  id: number,
  weight: number,
  female: number,
  youth: number,
  interests: number[],
  en: string[] = [],
  ar: string[] = [],
): CategoryProfile => ({
  id,
  weight,
  female,
  youth,
  interests,
  en,
  ar,
});

export const CATEGORY_PROFILES: CategoryProfile[] = [
  c(1000, 2, 0.78, 0, [3, 1, 74, 2], ["jewellery lover", "accessories & gold"], ["مجوهرات وإكسسوارات", "عاشقة الذهب"]),
  c(1001, 0.05, 0.4, -0.2, [80, 24]),
  c(1002, 1.5, 0.6, 0, [44, 45, 46], ["artist", "painting & calligraphy"], ["فنانة تشكيلية", "رسم وخط عربي"]),
  c(1003, 0.5, 0.4, -0.3, [48, 47], ["architect", "urban design"], ["مهندس معماري", "تصميم حضري"]),
  c(1004, 0.8, 0.5, -0.4, [42, 43, 70], ["writer & journalist", "poetry"], ["كاتب وصحفي", "شعر وأدب"]),
  c(1005, 3, 0.35, -0.5, [65, 67, 66], ["entrepreneur", "business tips"], ["رائد أعمال", "نصائح في الأعمال"]),
  c(1006, 1.5, 0.3, -0.5, [61, 62, 64], ["finance & investing", "money tips"], ["مال واستثمار", "نصائح مالية"]),
  c(1007, 3, 0.8, 0.3, [1, 2, 76], ["outfit ideas", "daily outfits"], ["تنسيق ملابس", "إطلالات يومية"]),
  c(1009, 6, 0.5, 0, [21, 22, 23, 19], ["travel vlogger", "exploring the world"], ["رحلات وسفر", "مدونة سفر"]),
  c(1010, 1.5, 0.25, 0.5, [32, 68], ["phone reviews", "mobile tips"], ["مراجعات الجوالات", "تقنية الجوال"]),
  c(1011, 0.7, 0.35, 0.2, [18, 20], ["diving & surfing"], ["غوص وركوب أمواج"]),
  c(1012, 0.2, 0.4, 0.2, [20, 21], ["ski & snowboard"], ["تزلج على الثلج"]),
  c(1013, 4, 0.15, 0.5, [12, 13, 14], ["football fan", "sports analysis"], ["كرة القدم", "تحليل رياضي"]),
  c(1014, 1, 0.25, 0.4, [19, 20, 18], ["adventure & desert trips"], ["مغامرات ورحلات برية"]),
  c(1015, 1, 0.12, 0.3, [15, 29, 31], ["motorsport", "drift & racing"], ["رياضة السيارات", "تفحيط وسباقات"]),
  c(1016, 2, 0.45, 0.7, [41, 36], ["comedy sketches", "funny videos"], ["اسكتشات كوميدية", "مقاطع مضحكة"]),
  c(1017, 2, 0.55, 0.2, [38, 37, 40], ["TV host", "shows & interviews"], ["مذيعة", "برامج ومقابلات"]),
  c(1018, 4, 0.1, 0.3, [29, 30, 31], ["car reviews", "cars & supercars"], ["مراجعات سيارات", "سيارات وسوبر كار"]),
  c(1019, 2, 0.8, 0, [27, 25, 26], ["home bakery", "sweets & cakes"], ["حلويات وكيك", "مخبوزات منزلية"]),
  c(
    1020,
    10,
    0.88,
    0.3,
    [4, 5, 6, 7],
    ["beauty & makeup", "skincare tips", "makeup artist"],
    ["خبيرة تجميل", "مكياج وعناية بالبشرة", "بيوتي بلوقر"],
  ),
  c(1021, 10, 0.82, 0.3, [1, 2, 3, 76], ["fashion blogger", "style & trends"], ["مدونة موضة", "أزياء وستايل"]),
  c(1022, 2, 0.6, -0.5, [72, 73, 11], ["doctor", "health tips"], ["طبيبة", "نصائح صحية"]),
  c(1023, 5, 0.4, 0.2, [8, 11, 9, 10], ["fitness coach", "gym & workouts"], ["مدرب لياقة", "تمارين ونادي"]),
  c(1025, 1.5, 0.5, -0.2, [52, 20, 46], ["nature photography", "landscapes"], ["تصوير الطبيعة", "مناظر طبيعية"]),
  c(1026, 2, 0.6, 0.3, [51, 52], ["pets & animals", "cat lover"], ["حيوانات أليفة", "محب القطط"]),
  c(1027, 4, 0.55, 0.6, [39, 40], ["singer", "music & covers"], ["مطرب", "موسيقى وأغاني"]),
  c(1028, 3, 0.75, 0, [75, 1, 4], ["shopping hauls", "deals & discounts"], ["تسوق وعروض", "خصومات وكوبونات"]),
  c(1029, 0.7, 0.4, 0, [59, 60], ["science explained"], ["تبسيط العلوم"]),
  c(1030, 0.5, 0.1, -0.2, [33, 68], ["engineering & machines"], ["هندسة وآلات"]),
  c(1031, 1.5, 0.45, -0.2, [8, 67, 73], ["life coach", "personal trainer"], ["مدربة حياة", "مدرب شخصي"]),
  c(1032, 2, 0.6, 0.2, [37, 38], ["actor", "cinema & movies"], ["ممثل", "سينما وأفلام"]),
  c(1033, 3, 0.55, 0.1, [57, 58, 42], ["teacher", "learn with me"], ["معلمة", "تعلم معي"]),
  c(1034, 2, 0.2, 0.3, [33, 68, 69], ["tech reviews", "gadgets & unboxing"], ["مراجعات تقنية", "أجهزة وفتح صناديق"]),
  c(
    1035,
    9,
    0.62,
    0,
    [25, 24, 26, 11],
    ["food lover", "food reviews", "home cooking recipes"],
    ["عاشقة الطبخ", "مراجعات مطاعم", "وصفات طبخ"],
  ),
  c(1036, 7, 0.45, 0.6, [41, 38], ["funny daily videos", "comedy"], ["فكاهة ومرح", "مقاطع يومية مضحكة"]),
  c(1037, 1, 0.7, -0.1, [49, 47], ["DIY & home design"], ["أعمال يدوية وديكور"]),
  c(1038, 3, 0.45, 0, [46, 21, 44], ["photographer", "photography"], ["مصور", "تصوير فوتوغرافي"]),
  c(1039, 1.5, 0.7, 0.4, [1, 4], ["model"], ["عارضة أزياء"]),
  c(1041, 14, 0.65, 0.2, [24, 26, 21, 75], ["lifestyle", "daily vlogs", "my life"], ["أسلوب حياة", "يومياتي", "لايف ستايل"]),
  c(1042, 5, 0.72, -0.4, [53, 54, 25], ["mom of three", "family vlogs"], ["أم لثلاثة", "يوميات عائلة"]),
  c(1043, 3, 0.6, -0.2, [74, 22, 3], ["luxury lifestyle"], ["حياة فاخرة"]),
  c(1044, 1, 0.4, -0.4, [66, 65, 67], ["marketing expert"], ["خبير تسويق"]),
  c(1046, 2, 0.7, -0.3, [54, 53], ["kids & toys reviews"], ["ألعاب أطفال"]),
  c(1047, 0.2, 0.1, -0.2, [82], ["shisha & vape reviews"], ["مراجعات الشيشة"]),
  c(1048, 0.05, 0.2, -0.2, [56]),
  c(1049, 4, 0.18, 0.8, [34, 35, 36], ["gamer", "gaming & streaming"], ["قيمر", "ألعاب وبث مباشر"]),
  c(1050, 0.6, 0.12, 0, [63, 62], ["crypto trader"], ["متداول عملات رقمية"]),
  c(1051, 0.2, 0.15, 0.2, [63, 44], ["NFT artist"], ["فنان NFT"]),
  c(1052, 0.6, 0.3, -0.7, [70], ["political commentary"], ["تعليق سياسي"]),
];

export const categoryTable = new WeightedTable(
  CATEGORY_PROFILES,
  CATEGORY_PROFILES.map((p) => p.weight),
);
