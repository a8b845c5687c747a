import ExcelJS from "exceljs";
import JSZip from "jszip";
import { expect } from "vitest";

/**
 * Tests only: reads exported files back the way a spreadsheet would meet them, so the tests of the
 * core writer and of each export route check the same things.
 */

/** What the tests write through every export: OWASP's formula starts, a negative-looking name, and plain Arabic. */
export const HOSTILE_TEXTS = ['=HYPERLINK("http://x","y")', "+1", "-2-3", "@SUM(A1)", "\t=1", "\r=1"] as const;
export const ARABIC_TEXT = "نورة الرياض، جمال وموضة";

/** A cell a spreadsheet would run or strip into one that it runs: the characters OWASP lists, and their full-width forms. */
const RUNNABLE_START = /^(?:[\t\r]|[\s\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

/** The text as the user wrote it: the writer adds exactly one `'` in front of text it escapes. */
export function unescapeCell(text: string): string {
  return text.startsWith("'") ? text.slice(1) : text;
}

/** Fails the test when text in an export could start a formula. */
export function expectInert(text: string, where: string): void {
  expect(RUNNABLE_START.test(text), `${where}: ${JSON.stringify(text)} starts a formula`).toBe(false);
}

export interface CsvField {
  value: string;
  quoted: boolean;
}

/**
 * A strict RFC 4180 reader (quoted fields, doubled quotes, LF or CRLF): it throws on what a
 * lenient reader would guess at, such as a quote inside an unquoted field or an unterminated one.
 */
export function readCsv(text: string): CsvField[][] {
  const rows: CsvField[][] = [];
  let row: CsvField[] = [];
  let i = 0;
  while (i < text.length) {
    let value = "";
    let quoted = false;
    if (text[i] === '"') {
      quoted = true;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error("CSV: unterminated quoted field");
        if (text[i] === '"' && text[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (text[i] === '"') {
          i += 1;
          break;
        } else {
          value += text[i];
          i += 1;
        }
      }
    } else {
      while (i < text.length && text[i] !== "," && text[i] !== "\n" && text[i] !== "\r") {
        if (text[i] === '"') throw new Error(`CSV: quote inside an unquoted field at ${i}`);
        value += text[i];
        i += 1;
      }
    }
    row.push({ value, quoted });
    if (text[i] === ",") {
      i += 1;
    } else if (i >= text.length || text[i] === "\n" || text[i] === "\r") {
      i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
      rows.push(row);
      row = [];
    } else {
      throw new Error(`CSV: text after a closing quote at ${i}`);
    }
  }
  return rows;
}

/** A CSV export's body without its UTF-8 BOM, read strictly. */
export function readCsvExport(file: Buffer): CsvField[][] {
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return readCsv(file.subarray(3).toString("utf8"));
}

export interface XlsxExport {
  sheet: ExcelJS.Worksheet;
  /** The first worksheet's XML as stored in the file, for what exceljs would smooth over. */
  sheetXml: string;
}

export async function readXlsxExport(file: Buffer): Promise<XlsxExport> {
  const bytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("XLSX: no worksheet");
  const sheetXml = await (await JSZip.loadAsync(bytes)).file("xl/worksheets/sheet1.xml")?.async("string");
  if (sheetXml === undefined) throw new Error("XLSX: no xl/worksheets/sheet1.xml");
  return { sheet, sheetXml };
}

/**
 * No cell of the file is a formula: none has an `<f>` element, none is typed "str" (a formula's
 * cached text), and exceljs reads every cell as a value. Every text cell is inert.
 */
export function expectNoFormulas({ sheet, sheetXml }: XlsxExport): void {
  expect(sheetXml).not.toMatch(/<f[\s>/]/);
  expect(sheetXml).not.toContain('t="str"');
  sheet.eachRow((row, rowNumber) => {
    row.eachCell((cell, column) => {
      expect(cell.type, `row ${rowNumber} column ${column}`).not.toBe(ExcelJS.ValueType.Formula);
      expect(cell.formula, `row ${rowNumber} column ${column}`).toBeUndefined();
      if (typeof cell.value === "string") expectInert(cell.value, `row ${rowNumber} column ${column}`);
    });
  });
}
