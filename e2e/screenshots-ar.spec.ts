import { describeScreenshots } from "./screenshots.ts";

// Every page in Arabic at both widths (the English half is screenshots-en.spec.ts).
describeScreenshots(["ar"]);
