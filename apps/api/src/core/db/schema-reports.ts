/** Tables of the reports feature (issue 7). */
export type ReportsTables = Record<never, never>;
