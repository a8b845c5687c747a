export { influencerHistory } from "./vetting.service.ts";
export { type Agreement, measureAgreement, spearman, storeAllEstimates } from "./vetting-estimates.ts";
export { refreshBenchmarks } from "./vetting-queries.ts";
