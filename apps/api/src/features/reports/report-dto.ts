import type { TReport, TReportFileFormat } from "@radar/contract/reports";
import { downloadFileName } from "./report-files.ts";
import type { AttributedReportRow } from "./report-queries.ts";
import { templateName } from "./report-templates.ts";

const downloadUrl = (id: number, format: TReportFileFormat) => `/api/reports/download/${id}/?format=${format}`;

/** A report as the API shows it (SPEC §3). Files are offered only once it is completed (SPEC §4). */
export function toReportDto(row: AttributedReportRow): TReport {
  const completed = row.status === "completed";
  const hasPdf = completed && row.pdf_key !== null;
  const hasPptx = completed && row.pptx_key !== null;
  const profile = { id: row.social_profile_id, username: row.username, platform: row.platform };
  const created = row.created_at.toISOString();
  return {
    id: row.id,
    status: row.status,
    type: row.report_type,
    template: row.template,
    template_name: templateName(row.template),
    language: row.language,
    date_created: created,
    date: created,
    completed_at: row.completed_at?.toISOString() ?? null,
    profile,
    profiles: [profile],
    has_pdf: hasPdf,
    has_pptx: hasPptx,
    pdf_url: hasPdf ? downloadUrl(row.id, "pdf") : null,
    pptx_url: hasPptx ? downloadUrl(row.id, "pptx") : null,
    pdf_path: hasPdf ? downloadFileName(row.username, row.created_at, "pdf") : null,
    pptx_path: hasPptx ? downloadFileName(row.username, row.created_at, "pptx") : null,
    pdf_size: hasPdf ? row.pdf_size : null,
    pptx_size: hasPptx ? row.pptx_size : null,
    credits_charged: Number(row.cost),
    error: row.status === "failed" ? row.error : null,
    subject: row.subject,
    influencer_id: row.influencer_id,
    created_by: row.created_by_name === null ? null : { id: row.user_id, name: row.created_by_name },
  };
}
