import { data } from "react-router";
import {
  BookingLinkPage,
  BookingSummary,
  LinkProblemNotice,
} from "~/components/site/booking-link-page";
import { TimeChips } from "~/components/site/time-chips";
import { Button, ButtonLink, useIsPending } from "~/components/ui/button";
import { Field, FieldErrors } from "~/components/ui/field";
import { Form } from "~/components/ui/link";
import { CONSULTATION_TIMES } from "~/db/schema/enums";
import { freeTimesOn } from "~/domain/consultations/booking.server";
import { moveBookingSchema } from "~/domain/consultations/manage.schema";
import { moveByRequester } from "~/domain/consultations/self-service.server";
import type { SlotTime } from "~/domain/consultations/slots";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { bookingManage } from "~/i18n/messages/booking-manage";
import { metaT } from "~/i18n/meta";
import { useLocale, useT } from "~/i18n/react";
import { formatDate, formatTimeSlot } from "~/lib/format";
import { todayInLagos } from "~/lib/lagos-date";
import { pageTitle } from "~/lib/page-title";
import { readForm } from "~/routes/form-body.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/booking-reschedule";
import {
  bookingSummary,
  linkStatus,
  pathOf,
  readBookingLink,
  signedLinkHeaders,
} from "./booking-link.server";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /consultation/{id}/reschedule?token=…[&date=…]: the reschedule link of a requester's e-mail.
 * Without JavaScript as with it: a date first (a GET form), then that day's free hours, then a
 * POST that moves the booking (only the version the link was signed for).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = context.get(localeContext);
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const state = await readBookingLink(services, { id: params.id, token, action: "reschedule" });
  const messages = messagesFor(locale, bookingManage);
  if (state.kind !== "valid") {
    return data(
      { ...messages, problem: state.kind, status: "status" in state ? state.status : undefined },
      { status: linkStatus(state.kind) },
    );
  }
  const today = todayInLagos();
  const asked = url.searchParams.get("date") ?? "";
  const date = ISO_DATE.test(asked) && asked >= today ? asked : null;
  return {
    ...messages,
    problem: null,
    status: undefined,
    token,
    today,
    date,
    dateError: asked && !date ? translate(locale, bookingManage).reschedule.pickDate : null,
    times: date ? await timesOn(services.db, date) : null,
    booking: bookingSummary(state.booking, locale),
    // Holding the reschedule link, they may as well cancel: its cancel link (an SMS has one link).
    cancelPath: pathOf(services.bookingLinks.urlsFor(state.booking, locale)?.cancel),
  };
}

/** The hours to offer on `date`: the free ones with consultants, else every hour (a wish). */
async function timesOn(db: Parameters<typeof freeTimesOn>[0], date: string) {
  const free = await freeTimesOn(db, date);
  return free ? free.times : [...CONSULTATION_TIMES];
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const locale = context.get(localeContext);
  const t = translate(locale, bookingManage).reschedule;
  const form = Object.fromEntries(await readForm(request));
  const token = typeof form.token === "string" ? form.token : null;
  const state = await readBookingLink(services, { id: params.id, token, action: "reschedule" });
  if (state.kind !== "valid") {
    return data(
      { problem: state.kind, status: "status" in state ? state.status : undefined },
      { status: linkStatus(state.kind) },
    );
  }
  const parsed = moveBookingSchema.safeParse(form);
  if (!parsed.success || parsed.data.date < todayInLagos()) {
    const fields = new Set(parsed.success ? ["date"] : parsed.error.issues.map((i) => i.path[0]));
    return data(
      {
        problem: null,
        errors: {
          date: fields.has("date") ? t.pickDate : null,
          time: fields.has("time") ? t.pickTime : null,
        },
      },
      { status: 400 },
    );
  }
  const slot = { date: parsed.data.date, time: parsed.data.time as SlotTime };
  const result = await moveByRequester(
    services,
    { id: state.booking.id, sequence: state.booking.sequence },
    slot,
  );
  if (result.status === "stale") {
    return data({ problem: "replaced" as const, status: undefined }, { status: 409 });
  }
  if (result.status === "too-many") {
    const hours = String(Math.max(1, Math.ceil(result.retryAfterSeconds / 3600)));
    return data(
      { problem: null, errors: { date: null, time: t.tooManyMoves({ hours }) } },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (result.status === "taken") {
    const times = result.next
      .map((s) => `${formatDate(s.date, locale)} ${formatTimeSlot(s.time, locale)}`)
      .join(", ");
    return data(
      {
        problem: null,
        errors: { date: null, time: result.next.length > 0 ? t.taken({ times }) : t.takenNone },
      },
      { status: 409 },
    );
  }
  return { problem: null, done: bookingSummary(result.consultation, locale) };
}

export const headers = signedLinkHeaders;

export default function BookingReschedule({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(bookingManage);
  const locale = useLocale();
  const pending = useIsPending();
  if (actionData && "done" in actionData && actionData.done) {
    const done = actionData.done;
    const slot =
      done.dateText && done.timeText
        ? t.slot({ date: done.dateText, time: done.timeText })
        : (done.dateText ?? "");
    return (
      <BookingLinkPage title={t.reschedule.done} lead={t.reschedule.doneLead({ slot })}>
        <BookingSummary booking={done} />
        <ButtonLink to="/">{t.home}</ButtonLink>
      </BookingLinkPage>
    );
  }
  const problem = actionData?.problem ?? loaderData.problem;
  if (problem || !("booking" in loaderData)) {
    return (
      <LinkProblemNotice
        problem={problem ?? "invalid"}
        status={
          (actionData && "status" in actionData ? actionData.status : undefined) ??
          loaderData.status
        }
      />
    );
  }
  const { booking, token, today, date, times, dateError, cancelPath } = loaderData;
  const errors = actionData && "errors" in actionData ? actionData.errors : null;
  return (
    <BookingLinkPage title={t.reschedule.title} lead={t.reschedule.lead}>
      <BookingSummary booking={booking} />
      <Form method="get" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <input type="hidden" name="token" value={token ?? ""} />
        <Field
          label={t.reschedule.date}
          name="date"
          type="date"
          min={today}
          defaultValue={date ?? ""}
          required
          error={dateError ?? errors?.date ?? undefined}
        />
        <Button type="submit" variant="outline">
          {t.reschedule.showTimes}
        </Button>
      </Form>
      {date && times ? (
        <Form method="post" className="space-y-4">
          <input type="hidden" name="token" value={token ?? ""} />
          <input type="hidden" name="date" value={date} />
          <fieldset aria-describedby={errors?.time ? "time-error" : undefined}>
            <legend className="text-sm font-semibold text-ink">
              {t.reschedule.freeOn({ date: formatDate(date, locale) })}
            </legend>
            {times.length === 0 ? (
              <p className="mt-2 text-ink-muted">{t.reschedule.noneFree}</p>
            ) : (
              <TimeChips
                name="time"
                required
                options={times.map((time) => ({
                  value: time,
                  label: formatTimeSlot(time, locale),
                }))}
              />
            )}
            <FieldErrors id="time-error" errors={errors?.time ? [errors.time] : []} />
          </fieldset>
          {times.length > 0 ? (
            <div className="flex flex-wrap gap-3">
              <Button type="submit" pending={pending}>
                {t.reschedule.confirm}
              </Button>
              <ButtonLink to="/" variant="outline">
                {t.reschedule.keep}
              </ButtonLink>
            </div>
          ) : null}
        </Form>
      ) : null}
      {cancelPath ? (
        <p className="text-ink-muted">
          {t.reschedule.cannotCome}{" "}
          <a
            href={cancelPath}
            className="rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:focus-ring"
          >
            {t.reschedule.cancelInstead}
          </a>
        </p>
      ) : null}
    </BookingLinkPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, bookingManage);
  return [
    { title: pageTitle(matches, t?.metaReschedule ?? "Choose another time") },
    { name: "robots", content: "noindex" },
  ];
}
