import { parentPort, workerData } from "node:worker_threads";
import { reviveColumn, type TextColumn } from "./text-column.ts";
import { buildTokenIndex } from "./token-index.ts";

/**
 * Builds the token indexes of a load's text columns (token-build.ts), platform after platform, and
 * posts them back once: the columns and the indexes are on shared memory, so nothing is copied.
 */
const { columns } = workerData as { columns: [string, TextColumn][] };
parentPort?.postMessage(columns.map(([platform, column]) => [platform, buildTokenIndex(reviveColumn(column))]));
