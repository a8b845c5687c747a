/** What other features and the tools may use of requests (campaign and comparison requests). */

export { createCampaignRequest } from "./campaign-requests.service.ts";
export { createComparisonRequest } from "./comparison-requests.service.ts";
