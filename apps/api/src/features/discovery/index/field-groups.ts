import { FIELD_GROUPS, type TFieldGroup, type TFieldGroupStamp } from "@radar/contract/search";
import type { TProvenanceField } from "@radar/contract/sources";
import type { InfluencerRecord } from "./influencer-record.ts";

/**
 * Field groups (decision 0058): an index row's fields are kept in groups, each with the source and
 * the time it was fetched. A write replaces only the groups its source gives; the others keep their
 * values and their stamps, so a YouTube refresh leaves the audience of a vendor report in place.
 */

/**
 * How a record gives a group:
 * - replace: the group as its source has it now (a report's audience, a refresh's metrics);
 * - fill: only where the row holds nothing of the group yet — a summary a source happens to carry
 *   (a vendor search row's audience, a contact read from a bio), never a reason to drop a report's.
 */
export type GroupClaim = "replace" | "fill";
export type GroupClaims = Partial<Record<TFieldGroup, GroupClaim>>;
/** Each group's stamp as the row keeps it (influencer_profiles.field_groups) and the API shows it. */
export type GroupStamps = Partial<Record<TFieldGroup, TFieldGroupStamp>>;

type RecordField = keyof InfluencerRecord;

/** The record's fields of each group; platform, username, source and provenance belong to the row. */
export const GROUP_FIELDS = {
  identity: ["fullName", "avatarUrl", "bio", "isVerified", "accountType", "countryCode", "cityId", "language", "gender"],
  metrics: [
    "followers",
    "erBp",
    "viewsAvg",
    "likesAvg",
    "commentsAvg",
    "postsCount",
    "realSubscribers",
    "reelsViewsAvg",
    "shortsViewsAvg",
    "likesCount",
    "avgTweets",
    "avgRetweets",
    "lastMediaAt",
  ],
  audience: ["audience"],
  quality: ["aqs", "credibility"],
  contacts: ["email", "phone"],
  prices: ["postPrice", "storyPrice"],
  categories: ["categories", "interests"],
} as const satisfies Record<TFieldGroup, readonly RecordField[]>;

/** The group whose fields each estimated / missing mark is about. */
export const PROVENANCE_GROUP: Record<TProvenanceField, TFieldGroup> = {
  followers: "metrics",
  er: "metrics",
  views_avg: "metrics",
  likes_avg: "metrics",
  comments_avg: "metrics",
  shorts_views_avg: "metrics",
  reels_views_avg: "metrics",
  avg_tweets: "metrics",
  avg_retweets: "metrics",
  aqs: "quality",
  credibility: "quality",
  audience: "audience",
  prices: "prices",
  location: "identity",
  categories: "categories",
};

/**
 * Identity details a source may simply not know (YouTube gives no creator gender, a vendor search
 * row no bio): an unknown one keeps what the row knew, under the new identity stamp.
 */
const IDENTITY_DETAILS = ["avatarUrl", "language", "gender"] as const;

/**
 * Figures of a group that are separate facts rather than one snapshot, where sources differ in
 * what they know: Business Discovery gives no place, Modash no audience quality score, HypeAuditor
 * not always a credibility. One the incoming source does not know keeps the row's known value (and
 * its marks) instead of becoming "—". Metrics are not among them: they are one snapshot, and a
 * follower count of today beside an average of last month would mislead.
 */
const KEPT_WHEN_UNKNOWN: {
  mark: TProvenanceField;
  group: TFieldGroup;
  fields: readonly RecordField[];
  unknown: (record: InfluencerRecord, missing: readonly TProvenanceField[]) => boolean;
}[] = [
  { mark: "location", group: "identity", fields: ["countryCode", "cityId"], unknown: (record) => record.countryCode === null },
  { mark: "aqs", group: "quality", fields: ["aqs"], unknown: (_, missing) => missing.includes("aqs") },
  { mark: "credibility", group: "quality", fields: ["credibility"], unknown: (record) => record.credibility === null },
];

/** What tells whether a row holds a group: a record, or a row of the index as a search reads it. */
export interface GroupValues {
  audience: object | null;
  credibility: number | null;
  email: string | null;
  phone: string | null;
  postPrice: number | null;
  storyPrice: number | null;
  categories: readonly number[];
  interests: readonly number[];
}

/**
 * The groups a record holds anything of. Identity and metrics always (every row has a name and a
 * follower count, even a placeholder one); quality unless both scores are unknown (the index keeps a
 * placeholder score then, listed as missing); the others when they hold a value.
 */
export function heldGroups(record: GroupValues, missing: readonly TProvenanceField[]): TFieldGroup[] {
  const held: TFieldGroup[] = ["identity", "metrics"];
  if (record.audience !== null) held.push("audience");
  if (!(missing.includes("aqs") && record.credibility === null)) held.push("quality");
  if (record.email !== null || record.phone !== null) held.push("contacts");
  if (record.postPrice !== null || record.storyPrice !== null) held.push("prices");
  if (record.categories.length > 0 || record.interests.length > 0) held.push("categories");
  return held;
}

/** What a record gives: what its source states, else (seed and file rows: whole records) every group it holds. */
export function claimsOf(record: InfluencerRecord): GroupClaims {
  return (
    record.provides ?? Object.fromEntries(heldGroups(record, record.provenance?.missing ?? []).map((group) => [group, "replace" as const]))
  );
}

/** The stamp a record's groups get: its source, and when its source was asked (seed and file rows: now). */
export function stampOf(record: InfluencerRecord, now = new Date()): TFieldGroupStamp {
  return {
    source: record.source,
    sandbox: record.provenance?.viaSandbox ?? false,
    fetched_at: (record.provenance?.fetchedAt ?? now).toISOString(),
  };
}

/** A row of the index as the merge reads it: its record (with provenance) and its groups' stamps. */
export interface StoredAccount {
  record: InfluencerRecord;
  groups: GroupStamps;
}

/** The merged row: the record to write, its groups' stamps and the estimated / missing marks of the whole row. */
export interface MergedAccount {
  record: InfluencerRecord;
  groups: GroupStamps;
  estimated: TProvenanceField[];
  missing: TProvenanceField[];
}

function marksOf(record: InfluencerRecord): { estimated: readonly TProvenanceField[]; missing: readonly TProvenanceField[] } {
  return record.provenance ?? { estimated: [], missing: [] };
}

function copyFields<G extends TFieldGroup>(target: InfluencerRecord, from: InfluencerRecord, group: G): void {
  for (const field of GROUP_FIELDS[group]) Object.assign(target, { [field]: from[field] });
}

/**
 * One account's row after a write: the groups the incoming record gives (`provided`) come from it,
 * the others stay as the row had them — values, estimated / missing marks and stamps. A "fill" claim
 * takes a group only where the row has no stamp for it. Pure: the caller reads `existing` and writes
 * the answer (facets and search text are derived from the merged record when it is written).
 */
export function mergeRecord(
  existing: StoredAccount | null,
  incoming: InfluencerRecord,
  provided: GroupClaims,
  now = new Date(),
): MergedAccount {
  const stamp = stampOf(incoming, now);
  const marks = marksOf(incoming);
  const taken = FIELD_GROUPS.filter((group) => {
    const claim = provided[group];
    return claim === "replace" || (claim === "fill" && existing?.groups[group] === undefined);
  });
  if (!existing) {
    // A new row holds only this source's values: each group it holds is stamped, claimed or not (a
    // fact a caller added after the mapping, such as a search's exact country).
    const held = new Set<TFieldGroup>([...taken, ...heldGroups(incoming, marks.missing)]);
    return {
      record: incoming,
      groups: Object.fromEntries(FIELD_GROUPS.filter((group) => held.has(group)).map((group) => [group, stamp])),
      estimated: [...marks.estimated],
      missing: [...marks.missing],
    };
  }
  const old = existing.record;
  const oldMarks = marksOf(old);
  const takenSet = new Set<TFieldGroup>(taken);
  const record: InfluencerRecord = { ...incoming };
  const groups: GroupStamps = { ...existing.groups };
  for (const group of FIELD_GROUPS) {
    if (takenSet.has(group)) groups[group] = stamp;
    else copyFields(record, old, group);
  }
  const fromIncoming = (field: TProvenanceField) => takenSet.has(PROVENANCE_GROUP[field]);
  let estimated = [...marks.estimated.filter(fromIncoming), ...oldMarks.estimated.filter((field) => !fromIncoming(field))];
  let missing: TProvenanceField[] = [...marks.missing.filter(fromIncoming), ...oldMarks.missing.filter((field) => !fromIncoming(field))];
  if (takenSet.has("identity")) {
    for (const field of IDENTITY_DETAILS) if (record[field] == null && old[field] != null) Object.assign(record, { [field]: old[field] });
    if (!record.bio && old.bio) record.bio = old.bio;
  }
  for (const detail of KEPT_WHEN_UNKNOWN) {
    if (!takenSet.has(detail.group) || !detail.unknown(record, marks.missing) || detail.unknown(old, oldMarks.missing)) continue;
    for (const field of detail.fields) Object.assign(record, { [field]: old[field] });
    missing = missing.filter((field) => field !== detail.mark);
    estimated = estimated.filter((field) => field !== detail.mark);
    if (oldMarks.estimated.includes(detail.mark)) estimated.push(detail.mark);
  }
  return { record, groups, estimated: [...new Set(estimated)], missing: [...new Set(missing)] };
}

/** Each group's stamp as the API shows it: the row's own, or (rows without stamps) its source's for every group it holds. */
export function groupStamps(
  stored: GroupStamps | null,
  values: GroupValues,
  missing: readonly TProvenanceField[],
  row: TFieldGroupStamp,
): Record<TFieldGroup, TFieldGroupStamp | null> {
  const stamps = stored ?? Object.fromEntries(heldGroups(values, missing).map((group) => [group, row]));
  const at = (group: TFieldGroup): TFieldGroupStamp | null => {
    const stamp = stamps[group];
    // Stamps written by SQL (migration 0031) carry PostgreSQL's time format.
    return stamp ? { source: stamp.source, sandbox: stamp.sandbox, fetched_at: new Date(stamp.fetched_at).toISOString() } : null;
  };
  return {
    identity: at("identity"),
    metrics: at("metrics"),
    audience: at("audience"),
    quality: at("quality"),
    contacts: at("contacts"),
    prices: at("prices"),
    categories: at("categories"),
  };
}
