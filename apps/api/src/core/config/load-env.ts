import dotenv from "dotenv";
import { fromRepoRoot } from "./paths.ts";

// Variables already set in the environment win over the file.
dotenv.config({ path: fromRepoRoot(".env"), quiet: true });
