import type { TProvenanceField } from "@radar/contract/sources";
import type { Bilingual, ReportModel } from "../../data/report-model.ts";
import { keepLtr, type ReportFormat, reportFormat } from "../report-format.ts";
import { REPORT_TEXT, type ReportText } from "../report-text.ts";
import type { Block, Tile } from "./report-document.ts";

/** What a section is made from: a title and its blocks, or why it has nothing to show. */
export type SectionContent = { title: string; blocks: Block[] } | { title: string; absent: string } | null;

/** The model with the words, formats and provenance rules of its language: what every section builds from. */
export interface DocContext {
  model: ReportModel;
  text: ReportText;
  fmt: ReportFormat;
  standard: boolean;
  tierName: string;
  name: (value: Bilingual) => string;
  /** Items joined with the language's comma. */
  list: (items: string[]) => string;
  /** "@username", kept in one piece in Arabic text. */
  handle: (username: string) => string;
  /** A figure or range ("13–17", "65+") kept left to right in Arabic text. */
  ltr: (value: string) => string;
  /** The account's source does not give this figure. */
  missing: (field: TProvenanceField) => boolean;
  /** The label of a figure, with the "est." marker when the figure is an estimate. */
  label: (label: string, field: TProvenanceField) => string;
  /** A tile of one figure: "—" and "not available from this source" when the source does not give it. */
  tile: (field: TProvenanceField, label: string, value: string, note: string) => Tile;
}

/** Shown in place of a figure the source does not give (never a 0). */
export const MISSING = "—";

export function docContext(model: ReportModel): DocContext {
  const text = REPORT_TEXT[model.language];
  const { estimated, missing } = model.account.provenance;
  const isMissing = (field: TProvenanceField) => missing.includes(field);
  const label = (value: string, field: TProvenanceField) =>
    estimated.includes(field) && !isMissing(field) ? `${value} (${text.labels.estimated})` : value;
  return {
    model,
    text,
    fmt: reportFormat(model.language, text.labels.notAvailable),
    standard: model.template === "standard",
    tierName: text.tiers[model.tier.key],
    name: (value) => (model.language === "ar" ? value.ar : value.en),
    list: (items) => items.join(model.language === "ar" ? "، " : ", "),
    handle: (username) => keepLtr(model.language, `@${username}`),
    ltr: (value) => keepLtr(model.language, value),
    missing: isMissing,
    label,
    tile: (field, name, value, note) =>
      isMissing(field) ? { label: name, value: MISSING, note: text.labels.notFromSource } : { label: label(name, field), value, note },
  };
}

export function initials(fullName: string, username: string): string {
  const words = (fullName || username).split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words[1]?.[0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join("").toUpperCase() || "?";
}
