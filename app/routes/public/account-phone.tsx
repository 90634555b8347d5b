import { data } from "react-router";
import { BookingLinkPage, LinkProblemNotice } from "~/components/site/booking-link-page";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink, useIsPending } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import { maskPhone, toInternationalNumber } from "~/domain/auth/phone-factor.server";
import {
  confirmAccountPhone,
  findAccountPhoneLink,
} from "~/domain/messaging/account-channels.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { bookingManage } from "~/i18n/messages/booking-manage";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { readForm } from "~/routes/form-body.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/account-phone";
import { signedLinkHeaders } from "./booking-link.server";

/**
 * /account/confirm-phone/{user}?token=…: the link texted to an account's number when WhatsApp or
 * SMS was chosen in Notifications. Opening it only asks; the POST confirms (a link preview in a
 * chat app confirms nothing). It works without signing in: holding the phone is the proof.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const messages = messagesFor(context.get(localeContext), bookingManage);
  const token = new URL(request.url).searchParams.get("token");
  const link = await findAccountPhoneLink(services, params.userId, token);
  if (!link) return data({ ...messages, link: null, token: null }, { status: 404 });
  return {
    ...messages,
    token,
    link: { masked: maskPhone(toInternationalNumber(link.phone)), confirmed: link.confirmed },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await readForm(request);
  const token = typeof form.get("token") === "string" ? String(form.get("token")) : null;
  const link = await findAccountPhoneLink(services, params.userId, token);
  if (!link) return data({ done: false }, { status: 404 });
  await confirmAccountPhone(services.db, params.userId, link.phone);
  return { done: true };
}

export const headers = signedLinkHeaders;

export default function AccountPhone({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(bookingManage).phone;
  const pending = useIsPending();
  if (actionData?.done) {
    return (
      <BookingLinkPage title={t.confirmed}>
        <Alert variant="success">{t.confirmedLead}</Alert>
        <ButtonLink to="/dashboard/notifications">{t.toSettings}</ButtonLink>
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
        <Button type="submit" pending={pending}>
          {t.confirm}
        </Button>
        <ButtonLink to="/dashboard/notifications" variant="outline">
          {t.toSettings}
        </ButtonLink>
      </Form>
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
