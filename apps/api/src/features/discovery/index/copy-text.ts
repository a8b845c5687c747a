import type { CellValue } from "./influencer-rows.ts";

/** Escapes a value for PostgreSQL's COPY text format (backslash, tab, newline, carriage return). */
export function escapeCopyText(value: string): string {
  return /[\\\t\n\r]/.test(value) ? value.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r") : value;
}

function arrayLiteral(values: number[] | string[]): string {
  if (values.length === 0 || typeof values[0] === "number") return `{${values.join(",")}}`;
  return `{${(values as string[]).map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}

function cell(value: CellValue): string {
  if (value === null) return "\\N";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Cannot COPY a non-finite number: ${value}`);
    return String(value);
  }
  if (Array.isArray(value))
    return value.length === 0 || typeof value[0] === "number" ? arrayLiteral(value) : escapeCopyText(arrayLiteral(value));
  if (typeof value === "string") return escapeCopyText(value);
  if ("bigints" in value) return `{${value.bigints.join(",")}}`;
  return escapeCopyText(JSON.stringify(value.json));
}

/** One line of COPY text input. */
export function copyLine(values: CellValue[]): string {
  return `${values.map(cell).join("\t")}\n`;
}
