import type { TSourceId } from "@radar/contract/sources";
import type { AppContext } from "../../core/context.ts";
import { HypeAuditorClient } from "./hypeauditor/hypeauditor-client.ts";
import { InstagramClient } from "./instagram/instagram-client.ts";
import { ModashClient } from "./modash/modash-client.ts";
import { DatabaseSourceMeter } from "./source-meter.ts";
import { type AllSourceSettings, sourceSettings } from "./source-settings.ts";
import type { ClientDeps, SourceClient } from "./source-types.ts";
import { checkSpendAlarm } from "./spend/spend-alarm.ts";
import { databaseTokenWatch } from "./token-health.ts";
import { XClient } from "./x/x-client.ts";
import { YoutubeClient } from "./youtube/youtube-client.ts";

type ClientFactory = (settings: AllSourceSettings, deps: (id: TSourceId) => ClientDeps) => SourceClient;

/** One factory per source: each builds its client from its own settings. */
const FACTORIES: Partial<Record<TSourceId, ClientFactory>> = {
  youtube: (settings, deps) => new YoutubeClient(settings.youtube, deps("youtube")),
  instagram: (settings, deps) => new InstagramClient(settings.instagram, deps("instagram")),
  x: (settings, deps) => new XClient(settings.x, deps("x")),
  hypeauditor: (settings, deps) => new HypeAuditorClient(settings.hypeauditor, deps("hypeauditor")),
  modash: (settings, deps) => new ModashClient(settings.modash, deps("modash")),
};

/**
 * The clients of every source that is not off (live or sandbox), in a fixed order of preference.
 * Built per call: they hold no state of their own (budgets and health are in PostgreSQL).
 */
export function sourceClients(ctx: AppContext, overrides: Partial<ClientDeps> = {}): Map<TSourceId, SourceClient> {
  const settings = sourceSettings(ctx.config);
  const deps = (id: TSourceId): ClientDeps => ({
    meter: new DatabaseSourceMeter(ctx.db, settings[id], undefined, {
      afterSpend: (usedToday) => checkSpendAlarm(ctx, settings[id], usedToday),
    }),
    ...(id === "instagram" ? { tokenWatch: databaseTokenWatch(ctx, settings.instagram) } : {}),
    ...overrides,
  });
  const clients = new Map<TSourceId, SourceClient>();
  for (const [id, factory] of Object.entries(FACTORIES) as [TSourceId, ClientFactory][]) {
    if (settings[id].mode !== "off") clients.set(id, factory(settings, deps));
  }
  return clients;
}
