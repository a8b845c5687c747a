/** The minute past each hour the crawl job runs (UTC): off the hour, where the other jobs cluster. */
const CRAWL_MINUTE = 17;
export const MARKET_CRAWL_CRON = `${CRAWL_MINUTE} * * * *`;

/** The crawl job's next run after `now`, as the admin screen shows it. */
export function nextCrawlRun(now: Date): Date {
  const next = new Date(now);
  next.setUTCSeconds(0, 0);
  next.setUTCMinutes(CRAWL_MINUTE);
  if (next <= now) next.setUTCHours(next.getUTCHours() + 1);
  return next;
}
