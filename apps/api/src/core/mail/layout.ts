import type { TLanguage } from "@radar/contract/constants";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** The product's name as each language's messages write it. */
const BRAND: Record<TLanguage, string> = { en: "Influencers Radar", ar: "رادار المؤثرين" };

/** A plain, mail-client-safe HTML frame; Arabic messages are right-to-left. */
export function renderEmailHtml(options: {
  language: TLanguage;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}): string {
  const dir = options.language === "ar" ? "rtl" : "ltr";
  const align = dir === "rtl" ? "right" : "left";
  const body = options.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const action = options.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(options.action.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(options.action.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(options.action.url)}</p>`
    : "";
  return `<!doctype html><html lang="${options.language}" dir="${dir}"><body style="margin:0;background:#f3f4f6;font-family:Segoe UI,Tahoma,Arial,sans-serif">
<div style="max-width:560px;margin:32px auto;background:#fff;border-radius:12px;padding:32px;text-align:${align};color:#111827">
<div style="font-weight:700;color:#4f46e5;margin-bottom:24px">${BRAND[options.language]}</div>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(options.heading)}</h1>${body}${action}
<p style="margin:32px 0 0;font-size:12px;color:#6b7280">${escapeHtml(options.footer)}</p></div></body></html>`;
}
