/** The generator lives with the vendor sandboxes' synthetic market (decision 0057); the seed tool and its tests reach it here. */
export { type GeneratorOptions, generateInfluencer } from "../../features/sources/public.ts";
