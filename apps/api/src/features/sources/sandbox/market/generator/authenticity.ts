import { type RawBuilder, sql } from "kysely";
import { influencerIdWords } from "../../../../discovery/public.ts";
import { Prng } from "./prng.ts";

/**
 * One latent figure per synthetic account, its **fake share**: the part of its followers that is
 * bought or inactive. It drives what the account does (engagement and views per follower fall with
 * it, some such accounts also buy likes, follow back en masse or bought their followers in one day)
 * and, through a vendor's own noisy look, the audience quality score the sandboxes sell. So our
 * estimate, which sees only behaviour, can be checked against the vendor's score as it would be
 * against a real vendor's (decision 0079).
 *
 * The share is a function of the account's id (its low 32 bits), not of the generator's stream: the
 * index's history is generated in PostgreSQL from the stored accounts (tools/demo/demo-history.ts),
 * and `fakeShareSql` gives it the same figure there.
 */

/** fake share = FLOOR + SPAN × u^POWER, u uniform in [0, 1): most accounts are nearly clean, a tail is mostly bought. */
export const FAKE_SHARE = { floor: 0.02, span: 0.7, power: 2.5 } as const;

/** The stream of the latent draws (likes bought), apart from the generator's own. */
const LATENT_STREAM = 0x1a7e;

export interface Latent {
  /** Share of the followers that are bought or inactive, 0.02–0.72. */
  fake: number;
  /** Average likes against what the real audience gives: above 1 where likes were bought too. */
  likesFactor: number;
}

/** The demo user's own accounts and anything without an id of its own: a clean audience. */
export const CLEAN: Latent = { fake: FAKE_SHARE.floor, likesFactor: 1 };

const UNIT = 4_294_967_296;

export function fakeShareOfUnit(unit: number): number {
  return FAKE_SHARE.floor + FAKE_SHARE.span * unit ** FAKE_SHARE.power;
}

export function latentOf(platform: string, username: string): Latent {
  const { low } = influencerIdWords(platform, username);
  const fake = fakeShareOfUnit(low / UNIT);
  const rng = new Prng(low, LATENT_STREAM);
  // Sellers of followers sell likes too: some heavily padded accounts took both.
  const likesFactor = fake > 0.25 && rng.chance(0.45) ? 1 + rng.next() * 6 * fake : 1;
  return { fake, likesFactor };
}

/**
 * The vendor's audience quality score: how clean the audience is, as the vendor sees it, with its
 * own error (it reads follower accounts we never see, and brands' audiences score lower for reasons
 * no behaviour shows). `noise` is a standard normal draw.
 */
export function vendorQuality(latent: Latent, isBrand: boolean, noise: number): number {
  const score = 86 - 85 * latent.fake - (latent.likesFactor > 1 ? 5 : 0) - (isBrand ? 6 : 0) + 8 * noise;
  return Math.round(Math.min(100, Math.max(1, score)));
}

/** The same fake share in SQL, from an influencer id (a bigint expression). */
export function fakeShareSql(id: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(${FAKE_SHARE.floor}::float8 + ${FAKE_SHARE.span}::float8 * power((${id} & 4294967295)::float8 / ${UNIT}::float8, ${FAKE_SHARE.power}::float8))`;
}
