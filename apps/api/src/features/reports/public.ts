/** What other features, the tools and the shared tests may use of reports. */

// The model a report is rendered from (test fixtures build one with known figures).
export type { ReportLicence, ReportModel, ReportVetting } from "./data/report-model.ts";
// A direction-aware PDF page with the report fonts and Arabic shaping (tax invoices draw on it too).
export { PAGE as PDF_PAGE, PdfCanvas } from "./render/pdf/pdf-canvas.ts";
// The worker that generates ordered reports (the report benchmark runs it in its own process).
export { reportWorker } from "./report-queue.ts";
export { generateReport } from "./reports.service.ts";
