/** What other features and the tools may use of profiles (the workspace's social accounts). */

export { addProfile } from "./profiles.service.ts";
