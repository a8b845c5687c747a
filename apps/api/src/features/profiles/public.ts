/** What other features and the tools may use of profiles (the user's own social accounts). */

export { addProfile } from "./profiles.service.ts";
