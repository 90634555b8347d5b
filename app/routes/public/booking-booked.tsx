import { data } from "react-router";
import { BookingLinkPage, BookingSummary } from "~/components/site/booking-link-page";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { CheckCircleIcon } from "~/components/ui/icons";
import { bookingReference, findBookingReceipt } from "~/domain/consultations/confirmation.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { bookingManage } from "~/i18n/messages/booking-manage";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/booking-booked";
import { bookingSummary, pathOf, signedLinkHeaders } from "./booking-link.server";
import { receiptBookingId, writtenDate } from "./booking-receipt.server";

/**
 * /consultation/booked: what the requester sees right after booking, something to screenshot.
 * It shows only the booking whose receipt this browser holds (a signed cookie set by the
 * booking's answer, decision 0018): the URL names no booking, so there is nothing to guess, and
 * anyone else gets "nothing to show" (404).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = context.get(localeContext);
  const messages = messagesFor(locale, bookingManage);
  const id = receiptBookingId(services, request);
  const found = id ? await findBookingReceipt(services.db, id) : null;
  if (!found) return data({ ...messages, receipt: null }, { status: 404 });
  const { booking, consultantName } = found;
  const summary = bookingSummary(booking, locale);
  const links = services.bookingLinks.urlsFor(booking, locale);
  // What the received news went by (decision 0018): the phone only when e-mail was not chosen and
  // the number is already confirmed; otherwise e-mail, which is also the last fallback.
  const byPhone = !booking.channels.includes("email") && booking.phone && booking.phoneConfirmedAt;
  const asksPhone =
    booking.phone &&
    !booking.phoneConfirmedAt &&
    booking.channels.some((c) => c === "whatsapp" || c === "sms");
  return data(
    {
      ...messages,
      receipt: {
        reference: bookingReference(booking.id),
        booking: {
          ...summary,
          dateText: booking.preferredDate ? writtenDate(booking.preferredDate, locale) : null,
        },
        consultant: booking.startsAt ? consultantName : null,
        // The news went to the phone, or (null) by e-mail.
        sentToPhone: byPhone ? booking.phone : null,
        email: booking.email,
        confirmPhone: asksPhone ? booking.phone : null,
        // Only this browser sees the page: its own links, as in the e-mail.
        reschedulePath: pathOf(links?.reschedule),
        cancelPath: pathOf(links?.cancel),
      },
    },
    { headers: signedLinkHeaders() },
  );
}

export const headers = signedLinkHeaders;

export default function BookingBooked({ loaderData }: Route.ComponentProps) {
  const t = useT(bookingManage);
  const { receipt } = loaderData;
  if (!receipt) {
    return (
      <BookingLinkPage title={t.booked.missingTitle}>
        <Alert variant="info">{t.booked.missingLead}</Alert>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/contact" variant="outline">
            {t.contact}
          </ButtonLink>
          <ButtonLink to="/consultation">{t.cancel.bookAgain}</ButtonLink>
        </div>
      </BookingLinkPage>
    );
  }
  return (
    <BookingLinkPage title={t.booked.title} lead={t.booked.lead}>
      <BookingSummary
        booking={receipt.booking}
        reference={receipt.reference}
        consultant={receipt.consultant}
      />
      <p className="flex gap-2 rounded-lg bg-brand-50 p-4 text-ink">
        <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          {receipt.sentToPhone
            ? t.booked.texted({ phone: receipt.sentToPhone })
            : t.booked.emailed({ email: receipt.email })}
          {receipt.confirmPhone ? ` ${t.booked.confirmPhone({ phone: receipt.confirmPhone })}` : ""}
        </span>
      </p>
      {receipt.reschedulePath || receipt.cancelPath ? (
        <section aria-labelledby="change-title" className="space-y-3">
          <h2 id="change-title" className="text-lg font-bold text-ink">
            {t.booked.changeTitle}
          </h2>
          <div className="flex flex-wrap gap-3">
            {receipt.reschedulePath ? (
              <ButtonLink to={receipt.reschedulePath} variant="outline">
                {t.booked.reschedule}
              </ButtonLink>
            ) : null}
            {receipt.cancelPath ? (
              <ButtonLink to={receipt.cancelPath} variant="outline">
                {t.booked.cancel}
              </ButtonLink>
            ) : null}
          </div>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-3 border-t border-border pt-6">
        <ButtonLink to="/">{t.home}</ButtonLink>
        <ButtonLink to="/consultation" variant="ghost">
          {t.booked.bookAnother}
        </ButtonLink>
      </div>
    </BookingLinkPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, bookingManage);
  return [
    { title: pageTitle(matches, t?.booked.meta ?? "Booking received") },
    { name: "robots", content: "noindex" },
  ];
}
