/** Tables of the admin feature (issue 8). */
export type AdminTables = Record<never, never>;
