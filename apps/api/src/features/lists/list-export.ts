import type { Readable } from "node:stream";
import type { TPlatform } from "@radar/contract/constants";
import { LIST_MSG, type TExportFormat, type TListMemberStatus } from "@radar/contract/lists";
import type { AppContext } from "../../core/context.ts";
import { type ExportColumn, type ExportLang, exportTable } from "../../core/export/table-export.ts";
import { AppError } from "../../core/http/app-error.ts";
import { licenceExportColumns } from "../../core/licences/licence-export-columns.ts";
import { readLicenceStatuses } from "../../core/licences/licence-statuses.ts";
import type { WorkspaceScope } from "../../core/workspaces/current-workspace.ts";
import { profileUrl } from "../discovery/public.ts";
import { erPercent } from "./list-dto.ts";
import { listMembers, type MemberRow, workspaceList } from "./list-queries.ts";

const STATUS_LABELS: Record<TListMemberStatus, Record<ExportLang, string>> = {
  shortlisted: { en: "Shortlisted", ar: "في القائمة المختصرة" },
  contacted: { en: "Contacted", ar: "تم التواصل" },
  negotiating: { en: "Negotiating", ar: "قيد التفاوض" },
  booked: { en: "Booked", ar: "تم الحجز" },
  declined: { en: "Declined", ar: "اعتذر" },
};

const PLATFORM_LABELS: Record<TPlatform, Record<ExportLang, string>> = {
  instagram: { en: "Instagram", ar: "إنستغرام" },
  tiktok: { en: "TikTok", ar: "تيك توك" },
  youtube: { en: "YouTube", ar: "يوتيوب" },
  twitter: { en: "X (Twitter)", ar: "إكس (تويتر)" },
};

/** The columns of a list's export, in the order a campaign sheet reads them. */
export function listExportColumns(lang: ExportLang): ExportColumn<MemberRow>[] {
  return [
    { header: { en: "Name", ar: "الاسم" }, type: "text", width: 28, value: (row) => row.full_name },
    { header: { en: "Username", ar: "اسم المستخدم" }, type: "text", width: 22, value: (row) => row.username },
    { header: { en: "Platform", ar: "المنصة" }, type: "text", width: 14, value: (row) => PLATFORM_LABELS[row.platform][lang] },
    { header: { en: "Profile URL", ar: "رابط الحساب" }, type: "text", width: 40, value: (row) => profileUrl(row.platform, row.username) },
    { header: { en: "Followers", ar: "المتابعون" }, type: "integer", width: 14, value: (row) => row.followers },
    { header: { en: "Engagement %", ar: "نسبة التفاعل %" }, type: "decimal", width: 14, value: (row) => erPercent(row.er_bp) },
    { header: { en: "Quality", ar: "الجودة" }, type: "integer", width: 10, value: (row) => row.aqs },
    { header: { en: "Data date", ar: "تاريخ البيانات" }, type: "date", width: 14, value: (row) => row.data_date },
    { header: { en: "Status", ar: "الحالة" }, type: "text", width: 20, value: (row) => STATUS_LABELS[row.status][lang] },
    {
      header: { en: "Price (SAR)", ar: "السعر (ر.س)" },
      type: "money",
      width: 14,
      value: (row) => (row.price_sar === null ? null : Number(row.price_sar)),
    },
    { header: { en: "Note", ar: "ملاحظة" }, type: "text", width: 40, value: (row) => row.note },
  ];
}

/** A file name from the list's name: what file systems refuse becomes a space. */
export function exportBaseName(listName: string): string {
  const cleaned = listName
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned || "list";
}

/**
 * The list as a CSV or XLSX stream. The members are read in one query (a list is capped at 2,000
 * by the plans) and written row by row; the file itself is never assembled in memory.
 */
export async function exportList(
  ctx: AppContext,
  scope: WorkspaceScope,
  listId: number,
  format: TExportFormat,
  lang: ExportLang,
): Promise<{ stream: Readable; baseName: string }> {
  const list = await workspaceList(ctx.db, scope.workspaceId, listId);
  if (!list) throw AppError.notFound(LIST_MSG.notFound);
  const members = await listMembers(ctx.db, listId, { sort: "added_at", order: "desc" });
  const licences = await readLicenceStatuses(
    ctx.db,
    members.map((member) => member.influencer_id),
  );
  const columns = [...listExportColumns(lang), ...licenceExportColumns<MemberRow>(lang, (row) => licences.get(row.influencer_id))];
  const stream = exportTable({ format, lang, sheetName: list.name, columns, rows: members });
  return { stream, baseName: exportBaseName(list.name) };
}
