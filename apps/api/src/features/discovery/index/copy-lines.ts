import { CopyBinaryBuffer, CopyBytes } from "./copy-binary.ts";
import { escapeCopyText } from "./copy-text.ts";
import { packTopCountries } from "./facet-codes.ts";
import { type IdWords, type InfluencerRecord, idWordsText, influencerIdWords } from "./influencer-record.ts";
import { facetCodesInto, INFLUENCER_COLUMNS, searchTextOf } from "./influencer-rows.ts";
import { NewTokens, rowTokenHashes } from "./search-tokens.ts";

/**
 * The COPY data of one influencer, written out field by field: the seed encodes millions of rows
 * and the generic encoder (copyLine over influencerRow) spends most of its time dispatching on
 * types. Column order is INFLUENCER_COLUMNS / PROFILE_COLUMNS; tests hold each fast encoder to the
 * generic one. `influencers` is written in the binary format (influencerCopyTuple, copy-binary.ts);
 * the profiles stay text: their cost to PostgreSQL was the audience lists, parsed alike in both
 * formats while they were jsonb (1 M profiles: 9.1 s text, 9.7 s binary; as json since migration
 * 0023, 4.5 s).
 */

const N = "\\N";
const num = (value: number | null) => (value === null ? N : String(value));
const text = (value: string | null) => (value === null ? N : escapeCopyText(value));

const isLetters = (code: string) => /^[A-Za-z]+$/.test(code);

/**
 * An audience list as JSON in COPY text ([["SA",5400],…] or [[292223,1800],…]), written out:
 * JSON.stringify was three quarters of a profile line's cost. A list with anything that would need
 * escaping, or a number that is not finite, goes through JSON.stringify and escapeCopyText.
 */
export function placesCopyText(places: readonly (readonly [string | number, number])[]): string {
  let json = "[";
  for (let i = 0; i < places.length; i += 1) {
    const [key, share] = places[i] as readonly [string | number, number];
    if (!Number.isFinite(share) || (typeof key === "number" ? !Number.isFinite(key) : !isLetters(key)))
      return escapeCopyText(JSON.stringify(places));
    json += `${i === 0 ? "[" : ",["}${typeof key === "number" ? key : `"${key}"`},${share}]`;
  }
  return `${json}]`;
}

export function profileCopyLine(r: InfluencerRecord, id: string): string {
  const a = r.audience;
  return (
    `${id}\t${text(r.avatarUrl)}\t${escapeCopyText(r.bio)}\t${text(r.email)}\t${text(r.phone)}\t${num(r.credibility)}\t` +
    `${num(r.likesAvg)}\t${num(r.commentsAvg)}\t${num(r.postsCount)}\t${num(r.postPrice)}\t${num(r.storyPrice)}\t` +
    `${a ? placesCopyText(a.countries) : N}\t${a ? placesCopyText(a.cities) : N}\t${r.source}\n`
  );
}

const NO_AGES: null[] = [null, null, null, null, null, null, null];

/**
 * One `influencers` tuple in the binary COPY format (INFLUENCER_COLUMNS order), id given as its words.
 * The search text's tokens new to `vocabulary` are queued there (search-tokens.ts).
 */
export function influencerCopyTuple(out: CopyBinaryBuffer, r: InfluencerRecord, id: IdWords, vocabulary?: NewTokens): void {
  const a = r.audience;
  out.tuple(INFLUENCER_COLUMNS.length);
  out.int8Words(id.high, id.low);
  out.text(r.platform);
  out.text(r.username);
  out.text(r.fullName);
  out.int4(r.followers);
  out.int4(r.erBp);
  out.int2(r.aqs);
  out.int8(r.viewsAvg);
  out.int4(r.realSubscribers);
  out.int8(r.reelsViewsAvg);
  out.int8(r.shortsViewsAvg);
  out.int8(r.likesCount);
  out.float4(r.avgTweets);
  out.float4(r.avgRetweets);
  out.bool(r.isVerified);
  out.bool(Boolean(r.email || r.phone));
  out.text(r.accountType);
  out.text(r.countryCode);
  out.int4(r.cityId);
  out.text(r.language);
  out.int8(r.lastMediaAt);
  out.int2Array(r.categories);
  out.int2Array(r.interests);
  out.int2(a ? a.maleBp : null);
  out.int2(a ? a.femaleBp : null);
  for (const bp of a ? a.ageBp : NO_AGES) out.int2(bp ?? null);
  out.int4(a ? packTopCountries(a.countries.map(([code]) => code)) : null);
  const facets = facetCodesInto(r);
  out.int8Array(facets.codes, facets.count);
  out.textAndInt4Array(searchTextOf(r), (bytes, start, end) => rowTokenHashes(bytes, start, end, vocabulary?.add));
}

/** The COPY data a bulk load writes: both tables' rows, and the search tokens they bring (search_vocabulary). */
export interface EncodedRows {
  influencers: CopyBinaryBuffer;
  profiles: CopyBytes;
  vocabulary: NewTokens;
}

/** Empty buffers for a bulk load's COPY data (a generator thread's, or CopySink.write's). */
export const newEncodedRows = (): EncodedRows => ({
  influencers: new CopyBinaryBuffer(),
  profiles: new CopyBytes(),
  vocabulary: new NewTokens(),
});

/** One record as COPY data for both tables, under one id: its `influencers` tuple and its profile line. */
export function encodeRecord(out: EncodedRows, record: InfluencerRecord): void {
  const id = influencerIdWords(record.platform, record.username);
  influencerCopyTuple(out.influencers, record, id, out.vocabulary);
  out.profiles.line(profileCopyLine(record, idWordsText(id)));
}
