import { sql } from "kysely";
import type { AppContext } from "../../core/context.ts";
import { InsertSink, rebuildIndexes, secondaryIndexes } from "../../features/discovery/bulk-load.ts";
import { recordDemoLicences } from "../../features/licences/public.ts";
import { DEMO_INFLUENCER_USERNAMES } from "../seed/demo-influencers.ts";
import { DEFAULT_SEED, seedIndex, todayUtc } from "../seed/seed-index.ts";
import { seedDemoHistory } from "./demo-history.ts";

export const DEMO_INDEX_SIZE = 50_000;

/** Rebuilds indexes a bulk load dropped and did not get to rebuild (a process stopped mid-load). */
export async function repairIndexes(ctx: AppContext): Promise<void> {
  const state = await ctx.db.selectFrom("discovery_index_state").select("dropped_indexes").executeTakeFirst();
  if (!state || state.dropped_indexes.length === 0) return;
  ctx.logger.warn(
    { indexes: state.dropped_indexes.map((i) => i.name) },
    "rebuilding influencer indexes left dropped by an interrupted load",
  );
  await rebuildIndexes(ctx.db, await secondaryIndexes(ctx.db));
}

/**
 * On the first start of a development server the influencer index is empty: fill it with a
 * generated demo index (the demo user's own accounts among them). One process claims the load in
 * the database, so two servers starting together do not both load. Runs after the server listens;
 * searches see the index fill for the ~30 s it takes.
 */
export async function ensureDemoIndex(ctx: AppContext): Promise<void> {
  await repairIndexes(ctx);
  const claimed = await sql<{ version: number }>`
    UPDATE discovery_index_state SET seed_params = '{"demo": "loading"}'::jsonb
    WHERE seed_params IS NULL AND NOT EXISTS (SELECT 1 FROM influencers)
    RETURNING version`.execute(ctx.db);
  if (claimed.rows.length === 0) return;
  ctx.logger.info(`loading a demo index of ${DEMO_INDEX_SIZE.toLocaleString("en")} generated influencers…`);
  try {
    const report = await seedIndex(ctx.db, new InsertSink(ctx.db), {
      influencers: DEMO_INDEX_SIZE,
      seed: DEFAULT_SEED,
      asOf: todayUtc(),
      workers: 0,
    });
    ctx.logger.info(
      `demo index ready: ${DEMO_INDEX_SIZE.toLocaleString("en")} influencers in ${(report.totalMs / 1000).toFixed(1)} s ` +
        `(the demo user's own: instagram and tiktok @${DEMO_INFLUENCER_USERNAMES.instagram}, youtube @${DEMO_INFLUENCER_USERNAMES.youtube})`,
    );
  } catch (error) {
    await sql`UPDATE discovery_index_state SET seed_params = NULL WHERE seed_params = '{"demo": "loading"}'::jsonb`
      .execute(ctx.db)
      .catch(() => {});
    throw error;
  }
  // After the index is ready: searches need not wait for the history the details dialog draws.
  const history = await seedDemoHistory(ctx.db);
  ctx.logger.info(`demo history: ${history.rows.toLocaleString("en")} points in ${(history.ms / 1000).toFixed(1)} s`);
  const licences = await recordDemoLicences(ctx.db);
  ctx.logger.info(`demo licences to advertise: ${licences.toLocaleString("en")}`);
  // The bulk writes above (millions of history points, every row's growth written again) leave
  // tables autovacuum would scan in the first minutes of use, and every copy of this data again (the
  // browser scenarios' servers start from one): vacuumed once here, with fresh planner statistics.
  const vacuumed = performance.now();
  await sql`VACUUM (ANALYZE) account_history, influencers, influencer_profiles`.execute(ctx.db);
  ctx.logger.info(`demo tables vacuumed in ${((performance.now() - vacuumed) / 1000).toFixed(1)} s`);
}
