import { data } from "react-router";
import {
  BookingLinkPage,
  BookingSummary,
  LinkProblemNotice,
} from "~/components/site/booking-link-page";
import { Button, ButtonLink, useIsPending } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import { cancelBookingSchema } from "~/domain/consultations/manage.schema";
import { cancelByRequester } from "~/domain/consultations/self-service.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { bookingManage } from "~/i18n/messages/booking-manage";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { readForm } from "~/routes/form-body.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/booking-cancel";
import {
  bookingSummary,
  linkStatus,
  pathOf,
  readBookingLink,
  signedLinkHeaders,
} from "./booking-link.server";

/**
 * /consultation/{id}/cancel?token=…: the cancel link of a requester's e-mail. Opening it (a chat
 * app's link preview included) only shows the booking and asks; the POST cancels, and only the
 * version of the booking the link was signed for.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = context.get(localeContext);
  const token = new URL(request.url).searchParams.get("token");
  const state = await readBookingLink(services, { id: params.id, token, action: "cancel" });
  const messages = messagesFor(locale, bookingManage);
  if (state.kind !== "valid") {
    return data(
      { ...messages, problem: state.kind, status: "status" in state ? state.status : undefined },
      { status: linkStatus(state.kind) },
    );
  }
  return {
    ...messages,
    problem: null,
    status: undefined,
    token,
    // Holding the cancel link, they may as well move the booking: its reschedule link.
    reschedulePath: pathOf(services.bookingLinks.urlsFor(state.booking, locale)?.reschedule),
    booking: bookingSummary(state.booking, locale),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const locale = context.get(localeContext);
  const parsed = cancelBookingSchema.safeParse(Object.fromEntries(await readForm(request)));
  const token = parsed.success ? parsed.data.token : null;
  const state = await readBookingLink(services, { id: params.id, token, action: "cancel" });
  if (state.kind !== "valid") {
    return data(
      { done: null, problem: state.kind, status: "status" in state ? state.status : undefined },
      { status: linkStatus(state.kind) },
    );
  }
  const result = await cancelByRequester(services, {
    id: state.booking.id,
    sequence: state.booking.sequence,
  });
  if (result.status !== "cancelled") {
    return data({ done: null, problem: "replaced" as const, status: undefined }, { status: 409 });
  }
  return { done: bookingSummary(result.consultation, locale), problem: null, status: undefined };
}

export const headers = signedLinkHeaders;

export default function BookingCancel({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(bookingManage);
  const pending = useIsPending();
  if (actionData?.done) {
    return (
      <BookingLinkPage title={t.cancel.done} lead={t.cancel.doneLead}>
        <BookingSummary booking={actionData.done} />
        <ButtonLink to="/consultation">{t.cancel.bookAgain}</ButtonLink>
      </BookingLinkPage>
    );
  }
  const problem = actionData?.problem ?? loaderData.problem;
  if (problem || !("booking" in loaderData)) {
    return (
      <LinkProblemNotice
        problem={problem ?? "invalid"}
        status={actionData?.status ?? loaderData.status}
      />
    );
  }
  const { booking, token, reschedulePath } = loaderData;
  return (
    <BookingLinkPage title={t.cancel.title} lead={t.cancel.lead}>
      <BookingSummary booking={booking} />
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="token" value={token ?? ""} />
        <Button type="submit" variant="destructive" pending={pending}>
          {t.cancel.confirm}
        </Button>
        <ButtonLink to="/" variant="outline">
          {t.cancel.keep}
        </ButtonLink>
      </Form>
      {reschedulePath ? (
        <p className="text-ink-muted">
          {t.cancel.otherTimeLead}{" "}
          <a
            href={reschedulePath}
            className="rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:focus-ring"
          >
            {t.cancel.otherTime}
          </a>
        </p>
      ) : null}
    </BookingLinkPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, bookingManage);
  return [
    { title: pageTitle(matches, t?.metaCancel ?? "Cancel your consultation") },
    { name: "robots", content: "noindex" },
  ];
}
