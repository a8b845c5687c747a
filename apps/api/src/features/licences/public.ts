/** What other features, tools and tests may use of the licences to advertise. */
export { type FoundLicence, licencesInNormalText } from "@radar/contract/licence-text";
export { licencesInText } from "./bio-licences.ts";
export { recordDemoLicences, refreshLicenceFacets } from "./licence-queries.ts";
export { checkAtRegistry, type LicenceRegistry, type RegistryEntry, sandboxRegistry } from "./licence-registry.ts";
export { accountLicences, licenceStatusesOf } from "./licences.service.ts";
