/**
 * A report as both formats show it: every word already in the report's language, every figure
 * already formatted (or "—" where the source gives none), every chart with its values. The PDF and
 * the PPTX renderers only place these blocks; neither decides what a report says.
 */
export interface ReportDocument {
  rtl: boolean;
  brand: string;
  /** "Influencer analytics report". */
  title: string;
  templateName: string;
  /** "@username", kept in one piece in Arabic text. */
  handle: string;
  /** "Generated … · Data as of … · Source: …", on every page and slide. */
  footer: string;
  page: (n: number, of: number) => string;
  /** The file's own metadata (PDF info, PPTX properties). */
  info: { title: string; author: string; createdAt: Date };
  /** The PPTX title slide: the account's name and its handle line. */
  cover: { name: string; subtitle: string };
  groups: DocGroup[];
}

/** Sections shown together: one heading of the PDF, one slide of the PPTX. */
export interface DocGroup {
  /** The sections' titles, joined. */
  title: string;
  blocks: Block[];
}

export interface Tile {
  label: string;
  value: string;
  note: string;
}

export interface Slice {
  label: string;
  value: number;
  display: string;
  color: string;
}

export interface Bar {
  label: string;
  value: number;
  display: string;
}

/** The account against its size tier's median; `unit` keeps percentages off the counts' scale. */
export interface ComparisonRow {
  label: string;
  unit: "percent" | "count";
  account: number | null;
  median: number | null;
  accountText: string;
  medianText: string;
}

/** A point of the follower chart; `x` is its day counted from the first point's, so older weekly points sit as far apart as their days. */
export interface LinePoint {
  x: number;
  value: number;
  /** Its date as the report writes it. */
  label: string;
}

/** One authenticity signal: its name and verdict, its figures, and the sentence that explains it. */
export interface SignalLine {
  name: string;
  tone: "good" | "watch" | "warning";
  verdict: string;
  /** "Value: 0.3% · Benchmark: 3.1%" (no benchmark where the signal has none). */
  figures: string;
  reason: string;
}

export type Block =
  /** The account's card: photo (or initials), name and three short lines. */
  | { kind: "identity"; name: string; lines: string[]; initials: string; avatar: Buffer | null }
  /** Key figures side by side; `estimate` tiles are prices, drawn in the estimate colour. */
  | { kind: "tiles"; tone: "figure" | "estimate"; tiles: Tile[] }
  /** Wrapped text: `body` reads as content, `caption` is a small muted line, `notice` says why something is absent. */
  | { kind: "text"; style: "body" | "caption" | "notice"; text: string; maxLines?: number }
  | { kind: "comparison"; legend: { account: string; median: string }; rows: ComparisonRow[] }
  /** A 0–100 score with its band; no gauge when `score` is null (the source gives none). */
  | { kind: "score"; score: number | null; value: string; band: string; caption: string }
  | { kind: "donut"; title: string; center: string; slices: Slice[] }
  /** Horizontal bars; `max` null scales to the largest bar. */
  | { kind: "bars"; title: string; bars: Bar[]; max: number | null; color: string }
  /** `width` of each column is relative (the columns share the content width in proportion). */
  | { kind: "table"; columns: { title: string; width: number }[]; rows: string[][] }
  /** A numbered list of names in two columns. */
  | { kind: "names"; names: string[] }
  /** A line over time (the follower chart); `ticks` label the value axis, `dates` the time axis. */
  | { kind: "line"; title: string; points: LinePoint[]; ticks: { value: number; text: string }[]; dates: { x: number; text: string }[] }
  | { kind: "signals"; items: SignalLine[] }
  /** Web addresses under a heading, each with what it is for; `url` is the link, `display` how it is written. */
  | { kind: "links"; title: string; items: { label: string; url: string; display: string }[] };

export type ChartBlock = Extract<Block, { kind: "comparison" | "donut" | "bars" | "line" }>;

/** Charts that follow each other in a group stand side by side, in both formats. */
export const isChart = (block: Block): block is ChartBlock =>
  block.kind === "comparison" || block.kind === "donut" || block.kind === "bars" || block.kind === "line";

/** A group's blocks as rows: each chart run is one row, every other block a row of its own. */
export function blockRows(blocks: Block[]): Block[][] {
  const rows: Block[][] = [];
  for (const block of blocks) {
    const last = rows[rows.length - 1];
    const lastBlock = last?.[last.length - 1];
    if (last && lastBlock && isChart(block) && isChart(lastBlock)) last.push(block);
    else rows.push([block]);
  }
  return rows;
}
