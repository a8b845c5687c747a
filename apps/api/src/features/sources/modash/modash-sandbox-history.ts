/**
 * The sandbox report's `statHistory`: twelve monthly points ending last month, growing by the 1 % a
 * month its `stats.followers.compared` states, so a lookup brings a vendor history as Modash's would.
 */
export function sandboxStatHistory(followers: number, avgLikes: number, now = new Date()) {
  return Array.from({ length: 12 }, (_, i) => {
    const monthsAgo = 12 - i;
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1)).toISOString().slice(0, 7);
    const shrink = 1.01 ** monthsAgo;
    return { month, followers: Math.round(followers / shrink), avgLikes: Math.round(avgLikes / shrink) };
  });
}
