import { data } from "react-router";
import { BookingLinkPage, LinkProblemNotice } from "~/components/site/booking-link-page";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink, usePendingForm } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import { maskPhone, toInternationalNumber } from "~/domain/auth/phone-factor.server";
import { findBooking } from "~/domain/consultations/self-service.server";
import {
  confirmBookingPhone,
  optOut,
  PHONE_LINK_VERSION,
} from "~/domain/messaging/phone-confirmation.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { bookingManage } from "~/i18n/messages/booking-manage";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { readForm } from "~/routes/form-body.server";
import type { Services } from "~/services.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/booking-phone";
import { signedLinkHeaders } from "./booking-link.server";

/** The booking and its number when the token was signed for its phone confirmation. */
async function readPhoneLink(services: Services, id: string, token: string | null) {
  const booking = await findBooking(services.db, id);
  if (!booking?.phone || !token) return null;
  const check = services.bookingLinks.check(
    { id: booking.id, sequence: PHONE_LINK_VERSION, action: "confirm-phone" },
    token,
  );
  return check === "valid" ? { booking, phone: booking.phone } : null;
}

/**
 * /consultation/{id}/confirm-phone?token=…: the link texted to the number a requester gave for
 * WhatsApp or SMS updates. Opening it only asks; the POST confirms the number (or stops all
 * messages to it), so a link preview confirms nothing.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const messages = messagesFor(context.get(localeContext), bookingManage);
  const token = new URL(request.url).searchParams.get("token");
  const link = await readPhoneLink(services, params.id, token);
  if (!link) return data({ ...messages, link: null, token: null }, { status: 404 });
  return {
    ...messages,
    token,
    link: {
      masked: maskPhone(toInternationalNumber(link.phone)),
      confirmed: link.booking.phoneConfirmedAt !== null,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await readForm(request);
  const token = typeof form.get("token") === "string" ? String(form.get("token")) : null;
  const link = await readPhoneLink(services, params.id, token);
  if (!link) return data({ done: null }, { status: 404 });
  if (form.get("intent") === "stop") {
    await optOut(services.db, link.phone, ["whatsapp", "sms"]);
    return { done: "stopped" as const };
  }
  await confirmBookingPhone(services.db, link.booking.id);
  return { done: "confirmed" as const };
}

export const headers = signedLinkHeaders;

export default function BookingPhone({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(bookingManage).phone;
  const isPending = usePendingForm();
  if (actionData?.done) {
    return (
      <BookingLinkPage title={actionData.done === "stopped" ? t.stopped : t.confirmed}>
        <Alert variant="success">
          {actionData.done === "stopped" ? t.stoppedLead : t.confirmedLead}
        </Alert>
        <ButtonLink to="/">{t.home}</ButtonLink>
      </BookingLinkPage>
    );
  }
  if (!loaderData.link) return <LinkProblemNotice problem="invalid" />;
  const { link, token } = loaderData;
  return (
    <BookingLinkPage title={t.title} lead={t.lead({ phone: link.masked })}>
      {link.confirmed ? <Alert variant="info">{t.already}</Alert> : null}
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="token" value={token ?? ""} />
        <Button
          type="submit"
          name="intent"
          value="confirm"
          pending={isPending({ fields: { intent: "confirm" }, state: "non-idle" })}
        >
          {t.confirm}
        </Button>
        <Button type="submit" name="intent" value="stop" variant="outline">
          {t.stop}
        </Button>
      </Form>
      <p className="text-sm text-ink-muted">{t.stopHint}</p>
    </BookingLinkPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, bookingManage);
  return [
    { title: pageTitle(matches, t?.phone.title ?? "Confirm your phone number") },
    { name: "robots", content: "noindex" },
  ];
}
