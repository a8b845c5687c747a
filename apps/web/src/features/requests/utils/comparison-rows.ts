import { COMPARISON_INITIAL_ROWS, COMPARISON_MAX_URLS, COMPARISON_MIN_URLS, normaliseLink, REQUEST_MSG } from "@radar/contract/requests";

/** The comparison dialog's URL rows (SPEC §2, §5, §9). */
export const initialRows = (): string[] => Array.from({ length: COMPARISON_INITIAL_ROWS }, () => "");

/** A row can be removed only while more than 2 remain. */
export const canRemoveRow = (rows: string[]) => rows.length > COMPARISON_MIN_URLS;
/** A row can be added only while there are fewer than 10. */
export const canAddRow = (rows: string[]) => rows.length < COMPARISON_MAX_URLS;
/** Submit needs at least 2 non-blank URLs. */
export const canSubmitRows = (rows: string[]) => filledRows(rows).length >= COMPARISON_MIN_URLS;

export function filledRows(rows: string[]): string[] {
  return rows.map((row) => row.trim()).filter((row) => row !== "");
}

/** Per-row messages for non-blank rows that are not valid links (SPEC §5 'Please enter a valid link'). */
export function rowErrors(rows: string[]): Record<number, string> {
  const errors: Record<number, string> = {};
  rows.forEach((row, index) => {
    if (row.trim() !== "" && normaliseLink(row) === null) errors[index] = REQUEST_MSG.invalidLink;
  });
  return errors;
}
