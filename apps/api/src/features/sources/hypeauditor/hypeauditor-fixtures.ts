/**
 * HypeAuditor answers shaped exactly like the reference's documented ones (reference/data-sources.md
 * §5 and its sources: the instagram.txt / youtube.txt discovery samples of the copied docs, the
 * TikTok report sample quoted by a third-party parser), for the mapping tests.
 */

/** instagram.txt: a discovery page, `queries_left` included; 0 reels views means "not measured". */
export const INSTAGRAM_SEARCH_SAMPLE = {
  result: {
    search_results: [
      {
        basic: {
          username: "songkang_b",
          title: "송강",
          avatar_url:
            "https://cdn.hypeauditor.com/img/instagram/user/1595239835.jpg?w=150&till=1737540000&sign=96062edcc1ef51974a368d2f946126d3",
        },
        metrics: {
          er: { value: 20.994019 },
          subscribers_count: { value: 22124473 },
          real_subscribers_count: { value: 18626593 },
          reels_video_views_avg: { value: 0 },
        },
        features: {
          social_networks: [
            {
              type: "instagram",
              title: "송강",
              social_id: "1595239835",
              username: "songkang_b",
              avatar_url:
                "https://cdn.hypeauditor.com/img/instagram/user/1595239835.jpg?w=150&till=1732590000&sign=d74c44cc99f9a9629d730b82fbadff2a",
              subscribers_count: 22124473,
              er: 20.994019,
              state: "READY",
            },
          ],
        },
      },
    ],
    current_page: 1,
    total_pages: 80572,
    queries_left: 99959,
  },
};

/** youtube.txt: YouTube rows carry their id in `basic` and their ER only in `social_networks`. */
export const YOUTUBE_SEARCH_SAMPLE = {
  result: {
    search_results: [
      {
        basic: {
          id: "UC4QobU6STFB0P71PMvOGN5A",
          username: "jawed",
          title: "jawed",
          avatar_url:
            "https://yt3.googleusercontent.com/zi50weT4GiyJxDfb3BpcmjL3BtOmRWE3gwrmeL43j-mGfj0UF4wjbsyE6i-K_I9Bs7dK0SnCQlY=s900-c-k-c0x00ffffff-no-rj",
          category_name: null,
        },
        metrics: { subscribers_count: { value: 5174804 }, shorts_video_views_avg: { value: 0 } },
        features: {
          cqs: { data: { mark: "very_good" } },
          social_networks: [
            {
              type: "youtube",
              title: "jawed",
              social_id: "UC4QobU6STFB0P71PMvOGN5A",
              username: "jawed",
              avatar_url:
                "https://yt3.googleusercontent.com/zi50weT4GiyJxDfb3BpcmjL3BtOmRWE3gwrmeL43j-mGfj0UF4wjbsyE6i-K_I9Bs7dK0SnCQlY=s900-c-k-c0x00ffffff-no-rj",
              subscribers_count: 5174804,
              er: 6.43,
              state: "READY",
            },
          ],
          search_content: [],
          blogger_thematics: [],
        },
      },
    ],
    current_page: 1,
    total_pages: 649776,
    queries_left: 99957,
  },
};

const period = (value: number, mark: string, similar: number) => ({ value, value_prev: value, mark, similar });

/** `auditor.tiktok` (v=2), READY: basic, metrics with performance periods, features under `data` [C for TikTok]. */
export const TIKTOK_REPORT_SAMPLE = {
  result: {
    report_state: "READY",
    report_quality: "HIGH",
    report: {
      basic: {
        id: "6557821753438371845",
        username: "littlebig",
        title: "littlebig",
        avatar_url:
          "https://cdn.hypeauditor.com/img/tiktok/user/6557821753438371845.jpg?w=150&till=1663412400&sign=f6541e7e1c5fc9c75add25dd66c0f634",
        description: "Russian punk-rave band LITTLE BIG",
      },
      metrics: {
        subscribers_count: { value: 4900000, performance: { "30d": { value: 4900000, value_prev: 4850000 } } },
        er: {
          value: 5.48,
          mark_title: "LOW",
          performance: {
            "30d": period(4.33, "poor", 9.101883),
            "90d": period(4.51, "poor", 8.694697),
            "180d": period(4.51, "poor", 8.335672),
          },
        },
        // No headline value: the 30-day performance stands in for it.
        views_avg: { performance: { "30d": period(1500000, "average", 1200000), "90d": period(1400000, "average", 1100000) } },
        alikes_avg: { value: 120000.4 },
        comments_avg: { value: 950 },
        likes_count: { value: 76400000 },
        media_count: { value: 312 },
        shares_avg: { value: 800 },
      },
      features: {
        audience_age_gender: {
          data: {
            "13-17": { male: 7.73, female: 18.78 },
            "18-24": { male: 14.36, female: 24.31 },
            "25-34": { male: 12.71, female: 12.15 },
            "35-44": { male: 4.97, female: 1.1 },
            "45-54": { male: 2.21, female: 0.55 },
            "55-64": { male: 0.55, female: 0 },
            "65+": { male: 0, female: 0.55 },
          },
        },
        audience_geo: {
          data: {
            countries: [
              { code: "ru", name: "Russia", prc: 41.2 },
              { code: "ua", name: "Ukraine", prc: 9.8 },
              { code: "KZ", name: "Kazakhstan", prc: 7.1 },
            ],
            cities: [
              { id: 524901, name: "Moscow", prc: 12.5 },
              { name: "Somewhere without an id", prc: 3.1 },
            ],
          },
        },
        audience_by_type: { data: { real: 71.4, susp: 14.2, infs: 3.1, mass: 11.3 } },
        aqs: { data: { value: 67, mark: "good", description: "Good audience quality" } },
        blogger_geo: { data: { country: "ru" } },
        blogger_languages: { data: ["ru"] },
        blogger_thematics: { data: [{ id: 1027, title: "Music" }, { title: "Humor & Fun & Happiness" }, { id: 9999, title: "Unknown" }] },
        blogger_emails: { data: ["booking@littlebig.example"] },
        blogger_prices: { data: { post_price: 12000 } },
        social_networks: {
          data: [{ type: 2, title: "Little Big", social_id: "UCu7TZ_ATWgjgD9IrNLdnYDA", username: "Little Big", er: 1.77, state: "READY" }],
        },
      },
    },
  },
};
