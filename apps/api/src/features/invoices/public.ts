/** What other features may use of invoices: billing issues a payment's invoice and delivers it. */

// Inside the payment's transaction (idempotent per payment), then after it commits.
export { deliverPaymentInvoice, issuePaymentInvoice, type PaidPayment } from "./invoices.service.ts";
