import { buffer, text } from "node:stream/consumers";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { attachmentDisposition, type ExportColumn, exportTable, safeSheetName } from "./table-export.ts";

interface Row {
  name: string;
  followers: number;
  er: number | null;
  price: number | null;
  date: Date;
}

const columns: ExportColumn<Row>[] = [
  { header: { en: "Name", ar: "الاسم" }, type: "text", value: (row) => row.name },
  { header: { en: "Followers", ar: "المتابعون" }, type: "integer", value: (row) => row.followers },
  { header: { en: "Engagement rate (%)", ar: "معدل التفاعل (%)" }, type: "decimal", value: (row) => row.er },
  { header: { en: "Price (SAR)", ar: "السعر (ر.س)" }, type: "money", value: (row) => row.price },
  { header: { en: "Data date", ar: "تاريخ البيانات" }, type: "date", value: (row) => row.date },
];

const rows: Row[] = [
  { name: 'نورة, "الرياض"', followers: 125_000, er: 4.12, price: 1500, date: new Date("2026-11-20T10:00:00Z") },
  { name: "Sam", followers: 9_000, er: null, price: null, date: new Date("2026-11-21T10:00:00Z") },
];

async function* slowly<T>(items: T[]): AsyncIterable<T> {
  for (const item of items) {
    await new Promise((resolve) => setImmediate(resolve));
    yield item;
  }
}

describe("exportTable", () => {
  it("writes CSV with a BOM, a header row in the language and quoted Arabic text", async () => {
    const file = await buffer(exportTable({ format: "csv", lang: "ar", sheetName: "x", columns, rows: slowly(rows) }));
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.subarray(3).toString("utf8").trim().split(/\r?\n/);
    expect(lines[0]).toBe("الاسم,المتابعون,معدل التفاعل (%),السعر (ر.س),تاريخ البيانات");
    expect(lines[1]).toBe('"نورة, ""الرياض""",125000,4.12,1500.00,2026-11-20');
    expect(lines[2]).toBe("Sam,9000,,,2026-11-21");
  });

  it("writes an XLSX workbook with typed cells, and a right-to-left sheet in Arabic", async () => {
    for (const lang of ["en", "ar"] as const) {
      const file = await buffer(exportTable({ format: "xlsx", lang, sheetName: "Ramadan: beauty?", columns, rows: slowly(rows) }));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
      const sheet = workbook.worksheets[0];
      expect(sheet?.name).toBe("Ramadan  beauty");
      expect(sheet?.views[0]?.rightToLeft ?? false).toBe(lang === "ar");
      expect(sheet?.getRow(1).getCell(1).value).toBe(lang === "ar" ? "الاسم" : "Name");
      const first = sheet?.getRow(2);
      expect(first?.getCell(1).value).toBe('نورة, "الرياض"');
      expect(first?.getCell(2).type).toBe(ExcelJS.ValueType.Number);
      expect(first?.getCell(2).value).toBe(125_000);
      expect(first?.getCell(3).value).toBe(4.12);
      expect(first?.getCell(4).numFmt).toBe("#,##0.00");
      expect(first?.getCell(5).type).toBe(ExcelJS.ValueType.Date);
      expect(sheet?.getRow(3).getCell(3).value).toBeNull();
      expect(sheet?.rowCount).toBe(3);
    }
  });

  it("aborts the stream when reading rows fails", async () => {
    async function* failing(): AsyncIterable<Row> {
      yield rows[0] as Row;
      throw new Error("database went away");
    }
    await expect(text(exportTable({ format: "csv", lang: "en", sheetName: "x", columns, rows: failing() }))).rejects.toThrow(
      "database went away",
    );
  });

  it("names the attachment in ASCII and UTF-8", () => {
    expect(attachmentDisposition("قائمة رمضان", "csv")).toBe(
      `attachment; filename="_____ _____.csv"; filename*=UTF-8''${encodeURIComponent("قائمة رمضان.csv")}`,
    );
    expect(safeSheetName("[]")).toBe("Sheet1");
  });
});
