import type { Readable } from "node:stream";
import { MEETING_TIME_ZONE } from "@radar/contract/meetings";
import type { TCreditKind, TUsageEntry, TUsagePage } from "@radar/contract/usage";
import type { AppContext } from "../../core/context.ts";
import { type ExportColumn, type ExportLang, exportTable } from "../../core/export/table-export.ts";
import type { WorkspaceScope } from "../../core/workspaces/current-workspace.ts";
import { type UsageFilters, type UsageRow, usagePage, usageRows, usageSummary } from "./usage-queries.ts";

const money = (value: number) => Math.round(value * 100) / 100;

function toEntry(row: UsageRow): TUsageEntry {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    member:
      row.member_id === null || row.email === null ? null : { id: row.member_id, name: row.member_name ?? row.email, email: row.email },
    kind: row.kind,
    delta: Number(row.delta),
    balance_after: Number(row.balance_after),
    reference: row.reference,
  };
}

/**
 * GET /api/workspaces/current/usage/: the workspace's movements (any member reads them, since the
 * credits are the team's), the totals of what the filters match and the riyal value of the credits.
 * A credit is worth the plan's price over its included credits (before VAT): what the workspace pays
 * for one. Without a current plan there is no price to value credits at, so both values are null.
 */
export async function readUsage(
  ctx: AppContext,
  scope: WorkspaceScope,
  filters: UsageFilters,
  page: { offset: number; limit: number },
): Promise<TUsagePage> {
  const [rows, summary] = await Promise.all([
    usagePage(ctx.db, scope.workspaceId, filters, page),
    usageSummary(ctx.db, scope.workspaceId, filters),
  ]);
  const balance = Number(summary.balance ?? 0);
  const included = Number(summary.included_credits ?? 0);
  const creditValue = summary.price !== null && included > 0 ? Math.round((Number(summary.price) / included) * 10_000) / 10_000 : null;
  return {
    count: summary.count,
    results: rows.map(toEntry),
    totals: { spent: money(Number(summary.spent)), added: money(Number(summary.added)) },
    balance,
    credit_value_sar: creditValue,
    balance_value_sar: creditValue === null ? null : money((balance * Number(summary.price)) / included),
  };
}

/** The kinds as the CSV names them (the web app's labels for the same reasons). */
export const CREDIT_KIND_LABELS: Record<TCreditKind, Record<ExportLang, string>> = {
  purchase: { en: "Purchase", ar: "شراء" },
  monthly_reset: { en: "Monthly credits", ar: "رصيد الشهر" },
  search: { en: "Search", ar: "بحث" },
  market_search: { en: "Market search", ar: "بحث في السوق" },
  report: { en: "Report", ar: "تقرير" },
  consultation: { en: "Consultation", ar: "استشارة" },
  refund: { en: "Refund", ar: "استرداد" },
  admin_adjustment: { en: "Adjustment by support", ar: "تعديل من الدعم" },
  expiry: { en: "Expiry", ar: "انتهاء الصلاحية" },
};

/** Riyadh's wall-clock time, as the app shows it; "sv-SE" writes it as `YYYY-MM-DD HH:mm`. */
const riyadhTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: MEETING_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

function usageColumns(lang: ExportLang): ExportColumn<TUsageEntry>[] {
  return [
    { header: { en: "Date", ar: "التاريخ" }, type: "text", width: 22, value: (row) => riyadhTime.format(new Date(row.created_at)) },
    { header: { en: "Member", ar: "العضو" }, type: "text", width: 24, value: (row) => row.member?.name ?? "" },
    { header: { en: "Member e-mail", ar: "بريد العضو" }, type: "text", width: 28, value: (row) => row.member?.email ?? "" },
    { header: { en: "Kind", ar: "النوع" }, type: "text", width: 18, value: (row) => CREDIT_KIND_LABELS[row.kind][lang] },
    { header: { en: "Credits", ar: "الرصيد المتحرك" }, type: "decimal", width: 12, value: (row) => row.delta },
    { header: { en: "Balance after", ar: "الرصيد بعدها" }, type: "decimal", width: 14, value: (row) => row.balance_after },
    { header: { en: "Reference", ar: "المرجع" }, type: "text", width: 30, value: (row) => row.reference ?? "" },
  ];
}

async function* entries(rows: AsyncIterable<UsageRow>): AsyncGenerator<TUsageEntry> {
  for await (const row of rows) yield toEntry(row);
}

/** GET /api/workspaces/current/usage/export/: the same filters as the list, every matching row, headers in `lang`. */
export function exportUsage(
  ctx: AppContext,
  scope: WorkspaceScope,
  filters: UsageFilters,
  lang: ExportLang,
): { stream: Readable; baseName: string } {
  const stream = exportTable({
    format: "csv",
    lang,
    sheetName: "Usage",
    columns: usageColumns(lang),
    rows: entries(usageRows(ctx.db, scope.workspaceId, filters)),
  });
  const suffix = filters.month ? `-${filters.month}` : "";
  return { stream, baseName: `${lang === "ar" ? "استهلاك-الرصيد" : "credit-usage"}${suffix}` };
}
