import type { TLicenceCountry, TLicenceStatus, TLicenceStatusEntry } from "@radar/contract/licences";
import type { ExportColumn, ExportLang } from "../export/table-export.ts";

const STATUS_LABELS: Record<TLicenceStatus, Record<ExportLang, string>> = {
  valid: { en: "Valid", ar: "سارية" },
  expiring: { en: "Expires within 30 days", ar: "تنتهي خلال 30 يومًا" },
  expired: { en: "Expired", ar: "منتهية" },
  none: { en: "None known", ar: "لا يوجد ترخيص معروف" },
};

const LICENCE_NAMES: Record<TLicenceCountry, Record<ExportLang, string>> = {
  SA: { en: "Mawthooq (SA)", ar: "موثوق (السعودية)" },
  AE: { en: "UAE advertiser permit", ar: "تصريح المعلن (الإمارات)" },
};

/**
 * The licence columns of an export (lists and search results): per country its status, number and
 * expiry, after the row's own columns. `statusesOf` answers a row's statuses (read a chunk at a time).
 */
export function licenceExportColumns<Row>(
  lang: ExportLang,
  statusesOf: (row: Row) => readonly TLicenceStatusEntry[] | undefined,
): ExportColumn<Row>[] {
  return (["SA", "AE"] as const).flatMap((country): ExportColumn<Row>[] => {
    const entry = (row: Row) => statusesOf(row)?.find((status) => status.country === country);
    const name = LICENCE_NAMES[country];
    return [
      {
        header: { en: `${name.en}: status`, ar: `${name.ar}: الحالة` },
        type: "text",
        width: 22,
        value: (row) => STATUS_LABELS[entry(row)?.status ?? "none"][lang],
      },
      {
        header: { en: `${name.en}: number`, ar: `${name.ar}: الرقم` },
        type: "text",
        width: 16,
        value: (row) => entry(row)?.number ?? null,
      },
      {
        header: { en: `${name.en}: expiry`, ar: `${name.ar}: تاريخ الانتهاء` },
        type: "date",
        width: 14,
        value: (row) => {
          const day = entry(row)?.expires_on;
          return day ? new Date(`${day}T00:00:00Z`) : null;
        },
      },
    ];
  });
}
