import type { Migration } from "kysely";
import * as identity from "./0001-identity.ts";
import * as credits from "./0002-credits.ts";

/** Every migration, in order. A migration that has landed is never edited: add a new one. */
export const migrations: Record<string, Migration> = {
  "0001-identity": identity,
  "0002-credits": credits,
};
