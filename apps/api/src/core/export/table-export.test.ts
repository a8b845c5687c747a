import { buffer, text } from "node:stream/consumers";
import ExcelJS from "exceljs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ARABIC_TEXT,
  expectInert,
  expectNoFormulas,
  HOSTILE_TEXTS,
  readCsvExport,
  readXlsxExport,
  unescapeCell,
} from "./export-readers.test-support.ts";
import { escapeCellText } from "./formula-escape.ts";
import { attachmentDisposition, type ExportCell, type ExportColumn, exportTable, safeSheetName } from "./table-export.ts";

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
  it("writes CSV with a BOM, a header row in the language, every text quoted and numbers and dates bare", async () => {
    const file = await buffer(exportTable({ format: "csv", lang: "ar", sheetName: "x", columns, rows: slowly(rows) }));
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.subarray(3).toString("utf8").trim().split(/\r?\n/);
    expect(lines[0]).toBe('"الاسم","المتابعون","معدل التفاعل (%)","السعر (ر.س)","تاريخ البيانات"');
    expect(lines[1]).toBe('"نورة, ""الرياض""",125000,4.12,1500.00,2026-11-20');
    expect(lines[2]).toBe('"Sam",9000,,,2026-11-21');
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

describe("escapeCellText", () => {
  it("prefixes one apostrophe to text a spreadsheet could run, and leaves other text alone", () => {
    const escaped: [string, string][] = [
      ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
      ["+1", "'+1"],
      ["-2-3", "'-2-3"],
      ["@SUM(A1)", "'@SUM(A1)"],
      ["\t=1", "'\t=1"],
      ["\r=1", "'\r=1"],
      ["\tplain", "'\tplain"],
      ["  =1+1", "'  =1+1"],
      ["\u200f=1+1", "'\u200f=1+1"],
      ["\ufeff@x", "'\ufeff@x"],
      ["\uff1d1+1", "'\uff1d1+1"],
      ["'tis", "''tis"],
    ];
    for (const [text, expected] of escaped) expect(escapeCellText(text), JSON.stringify(text)).toBe(expected);
    for (const text of [ARABIC_TEXT, "Sam", "1+1", "a=b", "noura.beauty", "", " ", "https://x.test/?a=-1", "٣-٢"]) {
      expect(escapeCellText(text), JSON.stringify(text)).toBe(text);
    }
  });

  it("never leaves a runnable start, and gives the text back exactly once one leading apostrophe is taken off", () => {
    const starts = fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", " ", "'", "\u200f", "\uff1d", "\uff0d", "");
    const texts = fc.tuple(starts, starts, fc.string({ maxLength: 12, unit: "grapheme" })).map((parts) => parts.join(""));
    fc.assert(
      fc.property(texts, (text) => {
        const escaped = escapeCellText(text);
        expectInert(escaped, "escaped");
        expect(escaped === text || escaped === `'${text}`).toBe(true);
        expect(unescapeCell(escaped)).toBe(text);
      }),
      { numRuns: 2_000 },
    );
  });
});

interface Probe {
  text: string;
  count: number;
  price: number;
  rate: number;
}

/** A text column, then numbers that can be negative: they must stay numbers, never escaped text. */
const probeColumns: ExportColumn<Probe>[] = [
  { header: { en: "Name", ar: "الاسم" }, type: "text", value: (row) => row.text },
  { header: { en: "Count", ar: "العدد" }, type: "integer", value: (row) => row.count },
  { header: { en: "Price", ar: "السعر" }, type: "money", value: (row) => row.price },
  { header: { en: "Rate", ar: "النسبة" }, type: "decimal", value: (row) => row.rate },
];
const probes: Probe[] = [...HOSTILE_TEXTS, ARABIC_TEXT].map((text, i) => ({ text, count: -3 - i, price: -2.5, rate: -0.25 }));

describe("exportTable with text a spreadsheet could run", () => {
  it("CSV: quotes and escapes every such text, which reads back exactly, and writes negative numbers as bare numbers", async () => {
    const [header, ...body] = readCsvExport(
      await buffer(exportTable({ format: "csv", lang: "en", sheetName: "x", columns: probeColumns, rows: probes })),
    );
    expect(header?.map((field) => field.value)).toEqual(["Name", "Count", "Price", "Rate"]);
    expect(body).toHaveLength(probes.length);
    body.forEach((row, i) => {
      const probe = probes[i] as Probe;
      const [name, count, price, rate] = row;
      expect(name?.quoted).toBe(true);
      expectInert(name?.value ?? "", `row ${i}`);
      expect(unescapeCell(name?.value ?? "")).toBe(probe.text);
      expect(name?.value).toBe(probe.text === ARABIC_TEXT ? ARABIC_TEXT : `'${probe.text}`);
      expect(count).toEqual({ value: String(probe.count), quoted: false });
      expect(price).toEqual({ value: "-2.50", quoted: false });
      expect(rate).toEqual({ value: "-0.25", quoted: false });
    });
  });

  it("XLSX: writes such text as plain string cells holding the escaped text, no formula anywhere, and negative numbers as numbers", async () => {
    const file = await readXlsxExport(
      await buffer(exportTable({ format: "xlsx", lang: "ar", sheetName: "x", columns: probeColumns, rows: slowly(probes) })),
    );
    expectNoFormulas(file);
    // Text is shared strings (t="s"), never inline formula results.
    expect(file.sheetXml).toMatch(/<c r="A2"[^>]* t="s"/);
    probes.forEach((probe, i) => {
      const row = file.sheet.getRow(i + 2);
      const name = row.getCell(1);
      expect(name.type).toBe(ExcelJS.ValueType.String);
      expect(name.value).toBe(probe.text === ARABIC_TEXT ? ARABIC_TEXT : `'${probe.text}`);
      expect(unescapeCell(String(name.value))).toBe(probe.text);
      for (const [column, value] of [
        [2, probe.count],
        [3, -2.5],
        [4, -0.25],
      ] as const) {
        expect(row.getCell(column).type, `row ${i} column ${column}`).toBe(ExcelJS.ValueType.Number);
        expect(row.getCell(column).value).toBe(value);
      }
    });
    expect(file.sheet.rowCount).toBe(probes.length + 1);
  });

  it("XLSX: keeps carriage returns, other control characters and literal _xHHHH_ text exactly", async () => {
    const texts = ["\r=1", "line 1\r\nline 2", "a\u000bb\u0000c\u007f", "_x0041_ and _x005F_", "tab\there", ARABIC_TEXT];
    const file = await readXlsxExport(
      await buffer(
        exportTable({
          format: "xlsx",
          lang: "en",
          sheetName: "x",
          columns: probeColumns.slice(0, 1),
          rows: texts.map((text) => ({ text, count: 0, price: 0, rate: 0 })),
        }),
      ),
    );
    expectNoFormulas(file);
    const read = texts.map((_, i) => unescapeCell(String(file.sheet.getRow(i + 2).getCell(1).value)));
    expect(read).toEqual(texts);
  });

  it("escapes text in any column and in the header, and writes what is not a number or a date as an empty cell", async () => {
    const odd: ExportColumn<ExportCell>[] = [
      { header: { en: "=header", ar: "=header" }, type: "integer", value: (cell) => cell },
      { header: { en: "Date", ar: "التاريخ" }, type: "date", value: () => new Date("not a date") },
    ];
    const cells: ExportCell[] = ["-3", Number.NaN, Number.POSITIVE_INFINITY];
    const [header, ...body] = readCsvExport(
      await buffer(exportTable({ format: "csv", lang: "en", sheetName: "x", columns: odd, rows: cells })),
    );
    expect(header?.[0]).toEqual({ value: "'=header", quoted: true });
    expect(body.map((row) => row.map((field) => field.value))).toEqual([
      ["'-3", ""],
      ["", ""],
      ["", ""],
    ]);
    const file = await readXlsxExport(await buffer(exportTable({ format: "xlsx", lang: "en", sheetName: "x", columns: odd, rows: cells })));
    expectNoFormulas(file);
    expect(file.sheet.getRow(1).getCell(1).value).toBe("'=header");
    expect(file.sheet.getRow(2).getCell(1).value).toBe("'-3");
    expect(file.sheet.getRow(3).getCell(1).value ?? null).toBeNull();
    expect(file.sheet.getRow(3).getCell(2).value ?? null).toBeNull();
  });
});
