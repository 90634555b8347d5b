import type { PaymentProvider, PaymentStatus } from "~/db/schema/enums";
import type { Toast } from "~/domain/toast/toast";

// The admin Payments tab's filters, labels and messages: shared by the pages (options, badges,
// links that keep the query) and the server (which filters and decides). No server code here.

export const PAYMENTS_PAGE_SIZE = 25;

/** Dates in the URL and the filter form: a calendar day in Lagos, YYYY-MM-DD. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The status filter: one status, every one, or only the payments flagged for refund. */
export type PaymentStatusFilter = PaymentStatus | "all" | "needs_refund";

export type PaymentsQuery = {
  /** The start of an e-mail address or of a reference ("" = every payment). */
  q: string;
  status: PaymentStatusFilter;
  provider: PaymentProvider | "all";
  /** A course id, or "" for every course. */
  course: string;
  /** First and last day (YYYY-MM-DD, Lagos time, both included), or "" for no bound. */
  from: string;
  to: string;
  page: number;
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  cancelled: "Cancelled",
  expired: "Expired",
  refund_pending: "Refund pending",
  refunded: "Refunded",
};

export const PAYMENT_PROVIDER_LABELS: Readonly<Record<PaymentProvider, string>> = {
  paystack: "Paystack",
  flutterwave: "Flutterwave",
  test: "Test gateway",
  none: "Coupon (no payment)",
};

/** Shown for a payment whose account was deleted (the record stays, the person does not). */
export const ACCOUNT_DELETED = "Account deleted";
/** The mark of a payment flagged for refund (a second charge, an amount mismatch…). */
export const REFUND_NEEDED = "Refund needed";

/** Whether the list is narrowed by anything (the page number aside). */
export function isFilteredPayments(query: PaymentsQuery): boolean {
  return (
    query.q !== "" ||
    query.status !== "all" ||
    query.provider !== "all" ||
    query.course !== "" ||
    query.from !== "" ||
    query.to !== ""
  );
}

/** The query as a query string ("" when unfiltered), without the page unless asked. */
export function paymentsQueryString(
  query: Partial<PaymentsQuery>,
  { page }: { page?: number } = {},
): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status && query.status !== "all") params.set("status", query.status);
  if (query.provider && query.provider !== "all") params.set("provider", query.provider);
  if (query.course) params.set("course", query.course);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** What the refund action answers, on the payment's page after the redirect. */
export const REFUND_TOASTS = {
  requested: {
    title: "Refund requested",
    description:
      "The payment provider will confirm the refund; the learner's access ends when it does.",
  },
  refunded: {
    title: "Payment refunded",
    description: "The learner's access to the course has ended and they have been told.",
  },
  notRefundable: {
    title: "This payment cannot be refunded",
    description: "Only a paid payment taken by a payment provider can be refunded, once.",
    variant: "destructive",
  },
  gatewayError: { title: "The refund did not go through", variant: "destructive" },
} as const satisfies Record<string, Toast>;
