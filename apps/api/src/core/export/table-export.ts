import { PassThrough, type Readable } from "node:stream";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";

/**
 * Streams a table as CSV or XLSX (issue 15): lists and search results export through here.
 * Rows are pulled from an async iterable and written as they come, so a 2,000-member list or
 * 1,000 search results never sit in memory as one file.
 * - CSV: UTF-8 with a BOM (Excel reads Arabic correctly only then), one header row in `lang`.
 * - XLSX: exceljs's streaming writer; numbers are numeric cells with a number format, dates are
 *   date cells, and an Arabic export is a right-to-left sheet.
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

function csvCell(type: ExportCellType, value: ExportCell): string | number {
  if (value === null) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "number" && type === "money") return value.toFixed(2);
  return value;
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
  const csv = stringify({ bom: true, header: true, columns: table.columns.map((column) => column.header[table.lang]) });
  csv.pipe(out);
  for await (const row of table.rows) {
    const line = table.columns.map((column) => csvCell(column.type, column.value(row)));
    if (!csv.write(line)) await new Promise((resolve) => csv.once("drain", resolve));
  }
  csv.end();
}

async function writeXlsx<Row>(table: TableExport<Row>, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(safeSheetName(table.sheetName), {
    views: [{ rightToLeft: table.lang === "ar", state: "frozen", ySplit: 1 }],
  });
  sheet.columns = table.columns.map((column, index) => ({
    key: `c${index}`,
    header: column.header[table.lang],
    width: column.width ?? 16,
    style: NUMBER_FORMATS[column.type] ? { numFmt: NUMBER_FORMATS[column.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of table.rows) {
    sheet.addRow(table.columns.map((column) => column.value(row))).commit();
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
