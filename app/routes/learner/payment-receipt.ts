import { findUserLocale } from "~/domain/i18n/preferences.server";
import { findOwnReceipt } from "~/domain/payments/my-payments.server";
import { receiptFilename } from "~/domain/payments/receipt-email.server";
import { renderReceiptPdf } from "~/domain/payments/receipt-pdf.server";
import { notFoundFile } from "~/lib/http.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/payment-receipt";

/**
 * Download receipt (PDF): GET /settings/payments/{reference}/receipt.pdf → receipt-{number}.pdf.
 * Only the payer gets it, and only once the payment is settled: the reference is looked up with
 * their id, so another learner's reference answers the same 404 as a made-up one.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  const receipt = await findOwnReceipt(services.db, {
    userId: user.id,
    reference: params.reference,
    testMode: services.payments.testMode,
  });
  if (!receipt) return notFoundFile("Receipt not found");
  // In the payer's saved language, whatever page the link was on.
  const pdf = await renderReceiptPdf(receipt, await findUserLocale(services.db, user.id));
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receiptFilename(receipt.receiptNumber)}"`,
      "Content-Length": String(pdf.byteLength),
      // A document with the payer's name: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
