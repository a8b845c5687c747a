import { escapeCopyText } from "./copy-text.ts";
import { packTopCountries } from "./facet-codes.ts";
import type { InfluencerRecord } from "./influencer-record.ts";
import { facetsOf, searchTextOf } from "./influencer-rows.ts";

/**
 * The COPY lines of one influencer, written out field by field: the seed encodes millions of rows
 * and the generic encoder (copyLine over influencerRow) spends most of its time dispatching on
 * types. Column order is INFLUENCER_COLUMNS / PROFILE_COLUMNS; a test holds the two encoders equal.
 */

const N = "\\N";
const num = (value: number | null) => (value === null ? N : String(value));
const text = (value: string | null) => (value === null ? N : escapeCopyText(value));
const bool = (value: boolean) => (value ? "t" : "f");

export function influencerCopyLine(r: InfluencerRecord, id: string): string {
  const a = r.audience;
  const ages = a ? a.ageBp.join("\t") : "\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N";
  return (
    `${id}\t${r.platform}\t${escapeCopyText(r.username)}\t${escapeCopyText(r.fullName)}\t${r.followers}\t${r.erBp}\t${r.aqs}\t` +
    `${num(r.viewsAvg)}\t${num(r.realSubscribers)}\t${num(r.reelsViewsAvg)}\t${num(r.shortsViewsAvg)}\t${num(r.likesCount)}\t` +
    `${num(r.avgTweets)}\t${num(r.avgRetweets)}\t${bool(r.isVerified)}\t${bool(Boolean(r.email || r.phone))}\t${r.accountType}\t` +
    `${text(r.countryCode)}\t${num(r.cityId)}\t${text(r.language)}\t${num(r.lastMediaAt)}\t{${r.categories.join(",")}}\t{${r.interests.join(",")}}\t` +
    `${a ? a.maleBp : N}\t${a ? a.femaleBp : N}\t${ages}\t${a ? packTopCountries(a.countries.map(([code]) => code)) : N}\t{${facetsOf(r).join(",")}}\t${escapeCopyText(searchTextOf(r))}\n`
  );
}

export function profileCopyLine(r: InfluencerRecord, id: string): string {
  const a = r.audience;
  return (
    `${id}\t${text(r.avatarUrl)}\t${escapeCopyText(r.bio)}\t${text(r.email)}\t${text(r.phone)}\t${num(r.credibility)}\t` +
    `${num(r.likesAvg)}\t${num(r.commentsAvg)}\t${num(r.postsCount)}\t${num(r.postPrice)}\t${num(r.storyPrice)}\t` +
    `${a ? escapeCopyText(JSON.stringify(a.countries)) : N}\t${a ? escapeCopyText(JSON.stringify(a.cities)) : N}\t${r.source}\n`
  );
}
