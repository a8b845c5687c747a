import { PassThrough, type Readable } from "node:stream";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import { escapeCellText } from "./formula-escape.ts";

/**
 * Streams a table as CSV or XLSX: lists and search results export through here.
 * Rows are pulled from an async iterable and written as they come, so a 2,000-member list or
 * 1,000 search results never sit in memory as one file.
 * - CSV: UTF-8 with a BOM (Excel reads Arabic correctly only then), one header row in `lang`.
 * - XLSX: exceljs's streaming writer; numbers are numeric cells with a number format, dates are
 *   date cells, and an Arabic export is a right-to-left sheet.
 * - Both: every text cell, headers included, goes through `escapeCellText`, so a note or a creator
 *   name such as `=HYPERLINK(...)` or `-2-3` is text in the file, never a formula. CSV quotes every
 *   text cell (a reader whose list separator is `;` cannot split one into a cell that starts with
 *   `=`); XLSX writes text as shared-string cells, the plain string type.
 */

export type ExportFormat = "csv" | "xlsx";
export type ExportLang = "en" | "ar";
export type ExportCellType = "text" | "integer" | "decimal" | "money" | "date";
export type ExportCell = string | number | Date | null;

export interface ExportColumn<Row> {
  header: Record<ExportLang, string>;
  type: ExportCellType;
  value: (row: Row) => ExportCell;
  /** Column width in characters (XLSX). */
  width?: number;
}

export interface TableExport<Row> {
  format: ExportFormat;
  lang: ExportLang;
  /** Worksheet name (XLSX); Excel allows 31 characters and no []:*?/\ . */
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
  rows: AsyncIterable<Row> | Iterable<Row>;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

const NUMBER_FORMATS: Record<ExportCellType, string | undefined> = {
  text: undefined,
  integer: "#,##0",
  decimal: "0.00",
  money: "#,##0.00",
  date: "yyyy-mm-dd",
};

/** `Content-Disposition` for `baseName.format`, with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentDisposition(baseName: string, format: ExportFormat): string {
  const fileName = `${baseName}.${format}`;
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A cell as both formats write it. Text is escaped whatever its column, since a string in a numeric
 * column is still text to a spreadsheet; a number that is not finite or an invalid date is written
 * empty rather than as "NaN" or a broken file.
 */
function safeCell(value: ExportCell): ExportCell {
  if (typeof value === "string") return escapeCellText(value);
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  return null;
}

/**
 * Text as OOXML stores it (ST_Xstring), the way Excel writes it: a control character becomes
 * `_xHHHH_` and the underscore of a literal `_xHHHH_` becomes `_x005F_`. exceljs writes CR as it is,
 * which every XML reader turns into LF, and drops the other control characters; escaped, the text
 * of a note such as "\r=1" reads back exactly.
 */
function xlsxText(text: string): string {
  return text.replace(/_(?=x[0-9A-Fa-f]{4}_)|(?![\t\n])\p{Cc}|[\uFFFE\uFFFF]/gu, (match) =>
    match === "_" ? "_x005F_" : `_x${match.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}_`,
  );
}

function xlsxCell(value: ExportCell): ExportCell {
  const safe = safeCell(value);
  return typeof safe === "string" ? xlsxText(safe) : safe;
}

/** Excel sheet names: at most 31 characters, none of []:*?/\ . */
export function safeSheetName(name: string): string {
  const cleaned = name
    .replace(/[[\]:*?/\\]/g, " ")
    .trim()
    .slice(0, 31);
  return cleaned || "Sheet1";
}

async function writeCsv<Row>(table: TableExport<Row>, out: PassThrough): Promise<void> {
  const csv = stringify({
    bom: true,
    header: true,
    columns: table.columns.map((column) => escapeCellText(column.header[table.lang])),
    // Strings (text cells and headers) are quoted; numbers and dates, cast below, are not.
    quoted_string: true,
    cast: {
      number: (value, context) => (table.columns[context.index]?.type === "money" ? value.toFixed(2) : String(value)),
      date: (value) => value.toISOString().slice(0, 10),
    },
  });
  csv.pipe(out);
  for await (const row of table.rows) {
    const line = table.columns.map((column) => safeCell(column.value(row)));
    if (!csv.write(line)) await new Promise((resolve) => csv.once("drain", resolve));
  }
  csv.end();
}

async function writeXlsx<Row>(table: TableExport<Row>, out: PassThrough): Promise<void> {
  // Shared strings: without them exceljs writes text as t="str", the type of a formula's cached result.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: true });
  const sheet = workbook.addWorksheet(safeSheetName(table.sheetName), {
    views: [{ rightToLeft: table.lang === "ar", state: "frozen", ySplit: 1 }],
  });
  sheet.columns = table.columns.map((column, index) => ({
    key: `c${index}`,
    header: xlsxText(escapeCellText(column.header[table.lang])),
    width: column.width ?? 16,
    style: NUMBER_FORMATS[column.type] ? { numFmt: NUMBER_FORMATS[column.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of table.rows) {
    sheet.addRow(table.columns.map((column) => xlsxCell(column.value(row)))).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** A readable stream of the exported file; an error while reading rows destroys it (the download aborts). */
export function exportTable<Row>(table: TableExport<Row>): Readable {
  const out = new PassThrough();
  const write = table.format === "csv" ? writeCsv(table, out) : writeXlsx(table, out);
  write.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
