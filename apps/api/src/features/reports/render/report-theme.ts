/** Colours shared by the PDF and the PPTX, close to the web app's palette. */
export const COLORS = {
  primary: "#4f46e5",
  primarySoft: "#eef2ff",
  median: "#94a3b8",
  track: "#eef0f4",
  text: "#1f2937",
  muted: "#6b7280",
  border: "#e5e7eb",
  band: "#111827",
  good: "#16a34a",
  warn: "#d97706",
  bad: "#dc2626",
  male: "#3b82f6",
  female: "#ec4899",
  city: "#0ea5e9",
  estimate: "#b45309",
} as const;

/** Without the leading '#', as PptxGenJS wants colours. */
export const hex = (color: string) => color.replace(/^#/, "");

/** The colour of an audience quality score: good from 80, average from 40, poor below. */
export const scoreColor = (score: number) => (score >= 80 ? COLORS.good : score >= 40 ? COLORS.warn : COLORS.bad);
