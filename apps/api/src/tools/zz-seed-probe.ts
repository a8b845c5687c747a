import "../core/config/load-env.ts";
import { parseConfig } from "../core/config/config.ts";
import { ensureBenchIndex, openBenchTarget } from "./bench-search/bench-cluster.ts";

const n = Number(process.argv[2] ?? 200000);
const config = parseConfig({ ...process.env, LOG_LEVEL: "warn" });
const target = await openBenchTarget(config, "zz_seed");
const t = performance.now();
const c0 = process.cpuUsage();
await ensureBenchIndex(target, { influencers: n, seed: 20260401, reseed: true });
const c = process.cpuUsage(c0);
console.log(
  `node cpu (incl workers) user ${(c.user / 1e6).toFixed(1)} s sys ${(c.system / 1e6).toFixed(1)} s, wall ${((performance.now() - t) / 1000).toFixed(1)} s`,
);
await target.close();
