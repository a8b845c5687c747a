import type { TPlatform } from "./constants.ts";
import type { TNotAccountReason, TProfileLinkForm } from "./profile-link.ts";

/**
 * Links as people copy them from apps and browsers, and what they name: the one table the
 * contract's, the server's and the web wizard's tests all read, so the three cannot drift apart.
 * [link, platform, username as written, lookup form, not-an-account reason].
 */
export type TProfileLinkCase = [string, TPlatform | null, string | null, TProfileLinkForm | null, TNotAccountReason | null];

export const PROFILE_LINK_CASES: readonly TProfileLinkCase[] = [
  // Instagram: the first path segment; query strings (igsh, utm) do not matter.
  ["https://www.instagram.com/sara.alqahtani/", "instagram", "sara.alqahtani", "name", null],
  ["https://instagram.com/sara.alqahtani", "instagram", "sara.alqahtani", "name", null],
  ["https://www.instagram.com/sara.alqahtani?igsh=MWQ1ZGUxMzBkMA==", "instagram", "sara.alqahtani", "name", null],
  ["https://www.instagram.com/sara.alqahtani/?igsh=MWQ1ZGUxMzBkMA%3D%3D", "instagram", "sara.alqahtani", "name", null],
  ["https://www.instagram.com/sara.alqahtani/?utm_source=ig_web_copy_link&hl=en", "instagram", "sara.alqahtani", "name", null],
  ["http://m.instagram.com/Sara.AlQahtani/", "instagram", "Sara.AlQahtani", "name", null],
  ["https://www.instagram.com/sara_q/reels/", "instagram", "sara_q", "name", null],
  ["https://www.instagram.com/sara_q/tagged/#top", "instagram", "sara_q", "name", null],
  ["https://www.instagram.com/stories/sara_q/3312345678901234567/", "instagram", "sara_q", "name", null],
  ["https://instagr.am/sara_q", "instagram", "sara_q", "name", null],
  ["instagram.com/sara_q", "instagram", "sara_q", "name", null],
  // Posts and reels name no account.
  ["https://www.instagram.com/p/C9xYz12AbCd/?igsh=abc", "instagram", null, null, "post"],
  ["https://www.instagram.com/reel/C9xYz12AbCd/", "instagram", null, null, "reel"],
  ["https://www.instagram.com/reel/C9xYz12AbCd/?igsh=MWQ1ZGUxMzBkMA==", "instagram", null, null, "reel"],
  ["https://www.instagram.com/reels/C9xYz12AbCd/", "instagram", null, null, "reel"],
  ["https://www.instagram.com/explore/tags/riyadh/", "instagram", null, null, "page"],
  ["https://www.instagram.com/", "instagram", null, null, "page"],

  // Twitter and X: the first path segment; /status/… tails and query strings do not matter.
  ["https://twitter.com/SaudiFoodie", "twitter", "SaudiFoodie", "name", null],
  ["https://x.com/SaudiFoodie", "twitter", "SaudiFoodie", "name", null],
  ["https://x.com/SaudiFoodie/", "twitter", "SaudiFoodie", "name", null],
  ["https://www.x.com/SaudiFoodie?s=21&t=abcDEF", "twitter", "SaudiFoodie", "name", null],
  ["https://mobile.twitter.com/SaudiFoodie", "twitter", "SaudiFoodie", "name", null],
  ["https://m.twitter.com/SaudiFoodie/with_replies", "twitter", "SaudiFoodie", "name", null],
  ["https://x.com/SaudiFoodie/status/1790012345678901234?s=46", "twitter", "SaudiFoodie", "name", null],
  ["https://twitter.com/SaudiFoodie/status/1790012345678901234/photo/1", "twitter", "SaudiFoodie", "name", null],
  ["https://x.com/home", "twitter", null, null, "page"],
  ["https://twitter.com/i/lists/123", "twitter", null, null, "page"],
  ["https://x.com/search?q=riyadh", "twitter", null, null, "page"],
  ["https://x.com/hashtag/riyadh", "twitter", null, null, "page"],

  // TikTok: the first segment without its @.
  ["https://www.tiktok.com/@sara.alqahtani", "tiktok", "sara.alqahtani", "name", null],
  ["https://www.tiktok.com/@sara.alqahtani?lang=ar", "tiktok", "sara.alqahtani", "name", null],
  ["https://www.tiktok.com/@sara.alqahtani?_t=8pQ1&_r=1", "tiktok", "sara.alqahtani", "name", null],
  ["https://www.tiktok.com/@sara.alqahtani/", "tiktok", "sara.alqahtani", "name", null],
  [
    "https://www.tiktok.com/@sara.alqahtani/video/7380123456789012345?is_from_webapp=1&sender_device=pc",
    "tiktok",
    "sara.alqahtani",
    "name",
    null,
  ],
  ["https://m.tiktok.com/@sara.alqahtani/video/7380123456789012345", "tiktok", "sara.alqahtani", "name", null],
  ["https://tiktok.com/sara.alqahtani", "tiktok", "sara.alqahtani", "name", null],
  ["https://vm.tiktok.com/ZMrAbCdEf/", "tiktok", null, null, "short_link"],
  ["https://www.tiktok.com/t/ZTR123abc/", "tiktok", null, null, "short_link"],
  ["https://www.tiktok.com/tag/riyadh", "tiktok", null, null, "page"],
  ["https://www.tiktok.com/", "tiktok", null, null, "page"],

  // YouTube channels: /channel/ID, /@handle, /user/NAME, /c/NAME and youtube.com/NAME.
  ["https://www.youtube.com/channel/UC1a2B3c4D5e6F7g8H9i0JkL", "youtube", "UC1a2B3c4D5e6F7g8H9i0JkL", "channel_id", null],
  ["https://m.youtube.com/channel/UC1a2B3c4D5e6F7g8H9i0JkL/featured", "youtube", "UC1a2B3c4D5e6F7g8H9i0JkL", "channel_id", null],
  ["https://www.youtube.com/@saraalqahtani", "youtube", "saraalqahtani", "handle", null],
  ["https://www.youtube.com/@saraalqahtani/shorts?si=xyz", "youtube", "saraalqahtani", "handle", null],
  ["https://www.youtube.com/user/SaraCooks", "youtube", "SaraCooks", "legacy_username", null],
  ["https://www.youtube.com/c/saraalqahtani", "youtube", "saraalqahtani", "custom_url", null],
  ["https://www.youtube.com/c/saraalqahtani/videos", "youtube", "saraalqahtani", "custom_url", null],
  ["https://youtube.com/c/saraalqahtani/?sub_confirmation=1", "youtube", "saraalqahtani", "custom_url", null],
  ["https://www.youtube.com/saraalqahtani", "youtube", "saraalqahtani", "custom_url", null],
  // YouTube videos: the server finds the uploader.
  ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube", null, "video", null],
  ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL123", "youtube", null, "video", null],
  ["https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ", "youtube", null, "video", null],
  ["https://youtu.be/dQw4w9WgXcQ?si=abc", "youtube", null, "video", null],
  ["https://www.youtube.com/shorts/dQw4w9WgXcQ?feature=share", "youtube", null, "video", null],
  ["https://www.youtube.com/live/dQw4w9WgXcQ", "youtube", null, "video", null],
  ["https://www.youtube.com/watch", "youtube", null, null, "page"],
  ["https://www.youtube.com/c/", "youtube", null, null, "page"],
  ["https://www.youtube.com/results?search_query=riyadh", "youtube", null, null, "page"],
  ["https://www.youtube.com/playlist?list=PL123", "youtube", null, null, "page"],

  // Not one of the four platforms, or not a link.
  ["https://www.facebook.com/sara", null, null, null, null],
  ["https://notinstagram.com/sara", null, null, null, null],
  ["https://instagram.com.evil.example/sara", null, null, null, null],
  ["ftp://instagram.com/sara", null, null, null, null],
  ["javascript:alert(1)", null, null, null, null],
  ["sara.alqahtani", null, null, null, null],
  ["", null, null, null, null],
  ["https://www.instagram.com/sara alqahtani", null, null, null, null],
];
