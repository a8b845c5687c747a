import { describeScreenshots } from "./screenshots.ts";

// Every page in English at both widths (the Arabic half is screenshots-ar.spec.ts).
describeScreenshots(["en"]);
