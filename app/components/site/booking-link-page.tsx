import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { CalendarIcon } from "~/components/ui/icons";
import { bookingManage } from "~/i18n/messages/booking-manage";
import { useT } from "~/i18n/react";

export type BookingSummaryView = {
  name: string;
  plan: "Beginner" | "Intermediate" | "Advanced";
  status: "pending" | "confirmed" | "completed" | "cancelled";
  dateText: string | null;
  timeText: string | null;
};

export type LinkProblem = "invalid" | "replaced" | "expired" | "closed";

/** The frame of the requester's booking pages: an eyebrow, the title, and a card. */
export function BookingLinkPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  const t = useT(bookingManage);
  return (
    <div className="bg-surface-muted py-8 sm:py-14">
      <div className="container-page max-w-2xl">
        <p className="flex items-center gap-2 text-sm font-bold tracking-wider text-accent-700 uppercase">
          <CalendarIcon className="size-5 shrink-0" />
          {t.eyebrow}
        </p>
        <h1 id="page-title" className="mt-2 text-3xl font-extrabold tracking-tight text-ink">
          {title}
        </h1>
        {lead ? <p className="mt-3 text-lg text-ink-muted">{lead}</p> : null}
        <div className="mt-6 space-y-6 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8">
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * The booking as the requester knows it: plan, date and time, status; on the page shown right
 * after booking, its reference and consultant too.
 */
export function BookingSummary({
  booking,
  reference,
  consultant,
}: {
  booking: BookingSummaryView;
  reference?: string;
  consultant?: string | null;
}) {
  const t = useT(bookingManage);
  const when =
    booking.dateText && booking.timeText
      ? t.slot({ date: booking.dateText, time: booking.timeText })
      : (booking.dateText ?? t.noTime);
  return (
    <section aria-labelledby="booking-title">
      <h2 id="booking-title" className="text-lg font-bold text-ink">
        {t.yourBooking}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {reference ? (
          <div className="sm:col-span-2">
            <dt className="text-sm text-ink-muted">{t.booked.reference}</dt>
            <dd className="font-mono text-2xl font-bold tracking-widest text-ink">{reference}</dd>
            <dd className="text-sm text-ink-muted">{t.booked.referenceHint}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm text-ink-muted">{t.plan}</dt>
          <dd className="font-semibold text-ink">{t.plans[booking.plan]}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t.status}</dt>
          <dd className="font-semibold text-ink">{t.statuses[booking.status]}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-ink-muted">{t.when}</dt>
          <dd className="font-semibold text-ink">{when}</dd>
        </div>
        {consultant ? (
          <div className="sm:col-span-2">
            <dt className="text-sm text-ink-muted">{t.booked.consultant}</dt>
            <dd className="font-semibold text-ink">{consultant}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** Why a link cannot be used, and where to go instead. */
export function LinkProblemNotice({
  problem,
  status,
}: {
  problem: LinkProblem;
  status?: BookingSummaryView["status"];
}) {
  const t = useT(bookingManage);
  const text =
    problem === "closed"
      ? {
          title: t.closed.title,
          lead: t.closed.lead({ status: status ? t.statuses[status].toLowerCase() : "" }),
        }
      : t[problem];
  return (
    <BookingLinkPage title={text.title}>
      <Alert variant="warning">{text.lead}</Alert>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/contact" variant="outline">
          {t.contact}
        </ButtonLink>
        <ButtonLink to="/consultation">{t.cancel.bookAgain}</ButtonLink>
      </div>
    </BookingLinkPage>
  );
}
