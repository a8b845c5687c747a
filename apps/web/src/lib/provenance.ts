import { type TProvenance, type TProvenanceField, ZProvenanceSchema } from "@radar/contract/sources";

/**
 * Where an index row's figures come from. Shared by every screen that shows index
 * figures: search results, profile cards and the add-profile preview.
 */

/** The provenance in an API body, or null when it is absent or not one (an account that left the index). */
export function readProvenance(value: unknown): TProvenance | null {
  const parsed = ZProvenanceSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The source rounded or computed this figure: it is shown with an "est." mark. */
export function isEstimated(provenance: TProvenance | null | undefined, field: TProvenanceField): boolean {
  return provenance?.estimated.includes(field) ?? false;
}

/** The source does not give this figure: the number in the row is a placeholder, shown as "—". */
export function isMissing(provenance: TProvenance | null | undefined, field: TProvenanceField): boolean {
  return provenance?.missing.includes(field) ?? false;
}

/** The figure, or null when the source does not give it (never a placeholder 0). */
export function knownFigure<T>(provenance: TProvenance | null | undefined, field: TProvenanceField, value: T | null): T | null {
  return isMissing(provenance, field) ? null : value;
}
