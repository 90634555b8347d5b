import { STATUS_BADGE } from "~/components/admin/consultation-card";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ChevronLeftIcon } from "~/components/ui/icons";
import { Form, Link } from "~/components/ui/link";
import { loadWeek, type WeekBooking } from "~/domain/consultations/week.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminConsultations } from "~/i18n/messages/admin-consultations";
import { adminConsulting } from "~/i18n/messages/admin-consulting";
import { metaT } from "~/i18n/meta";
import { useLocale, useOptionalT, useT } from "~/i18n/react";
import { formatDate, formatTimeSlot } from "~/lib/format";
import { todayInLagos } from "~/lib/lagos-date";
import { pageTitle } from "~/lib/page-title";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/consultations-week";

// /admin-dashboard/consultations/week?week=YYYY-MM-DD: every consultant's booked hours of one
// week (Monday to Sunday, Lagos). Any date picks its week; a missing or unreadable one is this
// week. Plain links and a GET form: it all works before JavaScript loads.

const PAGE = "/admin-dashboard/consultations/week";
const LIST = "/admin-dashboard/consultations";

/** Sunday first, as Date.getUTCDay counts (keys of the consulting hours page's weekday names). */
const DAY_KEYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

const dayKey = (day: string) => DAY_KEYS[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? "mon";

/** One wide-screen column per day drawn (written out whole so Tailwind finds each class). */
const LG_COLUMNS: Record<number, string> = {
  1: "lg:grid-cols-1",
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
  6: "lg:grid-cols-6",
  7: "lg:grid-cols-7",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "consultations.manage");
  const { db } = context.get(servicesContext);
  const now = new Date();
  const week = await loadWeek(db, new URL(request.url).searchParams.get("week"), now);
  return {
    // The plans' and statuses' words are the list's; the weekdays' are the consulting hours'.
    ...messagesFor(context.get(localeContext), adminConsultations, adminConsulting),
    ...week,
    today: todayInLagos(now),
  };
}

const pill =
  "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold focus-visible:focus-ring";
const pillIdle =
  "border-border-strong bg-surface text-ink hover:border-brand-600 hover:bg-brand-50";
const pillCurrent = "border-brand-700 bg-brand-700 text-white";

export default function ConsultationsWeek({ loaderData }: Route.ComponentProps) {
  const {
    monday,
    days,
    shownDays,
    nextBookedWeek,
    previous,
    next,
    current,
    columns,
    bookings,
    truncated,
    today,
  } = loaderData;
  const words = useT(adminConsultations);
  const t = words.week;
  const weekdays = useT(adminConsulting).weekdays;
  const locale = useLocale();
  const dateOf = (day: string) => formatDate(`${day}T12:00:00Z`, locale);
  const lastDay = days[days.length - 1] ?? monday;
  // Within an hour, bookings follow the columns' order (consultants by name, Unassigned last).
  const order = new Map(columns.map((c, i) => [c.id, i]));
  const consultantName = (id: string | null) =>
    columns.find((c) => c.id === id)?.name || t.unassigned;
  const counts = new Map<string | null, number>();
  for (const b of bookings) counts.set(b.consultantId, (counts.get(b.consultantId) ?? 0) + 1);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t.title}
        description={t.intro}
        actions={
          <ButtonLink to={LIST} variant="outline" size="sm">
            <ChevronLeftIcon className="size-4" />
            {t.backToList}
          </ButtonLink>
        }
      />

      <div className="flex flex-wrap items-end justify-between gap-4">
        <nav aria-label={t.weeksLabel}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to={`${PAGE}?week=${previous}`} rel="prev" className={`${pill} ${pillIdle}`}>
                <ChevronLeftIcon className="size-4" />
                {t.previous}
              </Link>
            </li>
            <li>
              <Link
                to={PAGE}
                aria-current={monday === current ? "page" : undefined}
                className={`${pill} ${monday === current ? pillCurrent : pillIdle}`}
              >
                {t.thisWeek}
              </Link>
            </li>
            <li>
              <Link to={`${PAGE}?week=${next}`} rel="next" className={`${pill} ${pillIdle}`}>
                {t.next}
                <ChevronLeftIcon className="size-4 rotate-180" />
              </Link>
            </li>
          </ul>
        </nav>
        <Form method="get" action={PAGE} key={monday} className="flex flex-wrap items-end gap-2">
          <Field label={t.dateLabel} name="week" type="date" defaultValue={monday} required />
          <Button type="submit" variant="outline">
            {t.show}
          </Button>
        </Form>
      </div>

      <h2 className="text-lg font-bold text-ink">
        {t.range({ from: dateOf(monday), to: dateOf(lastDay) })}
      </h2>

      {bookings.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border-strong bg-surface p-6 text-center text-ink-muted">
          <p>{t.empty}</p>
          {nextBookedWeek ? (
            <p className="mt-3">
              <Link
                to={`${PAGE}?week=${nextBookedWeek}`}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:focus-ring"
              >
                {t.nextBookings({ date: dateOf(nextBookedWeek) })}
              </Link>
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <section aria-labelledby="week-consultants">
            <h3 id="week-consultants" className="text-sm font-semibold text-ink-muted">
              {t.perConsultant}
            </h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {columns
                .filter((c) => c.id !== null || counts.has(null))
                .map((c) => (
                  <li
                    key={c.id ?? "unassigned"}
                    className="rounded-full border border-border bg-surface px-3 py-1 text-sm"
                  >
                    <span className="font-semibold text-ink">{c.name || t.unassigned}</span>
                    <span className="text-ink-muted">
                      {" · "}
                      {t.count({ count: counts.get(c.id) ?? 0 })}
                    </span>
                  </li>
                ))}
            </ul>
          </section>

          {truncated ? (
            <p className="text-sm text-ink-muted">{t.truncated({ count: bookings.length })}</p>
          ) : null}

          <p className="text-sm text-ink-muted">
            {t.daysShown({ days: shownDays.map((day) => weekdays[dayKey(day)]).join(", ") })}
          </p>

          <div
            className={`grid gap-4 sm:grid-cols-2 lg:gap-2 ${LG_COLUMNS[shownDays.length] ?? "lg:grid-cols-7"}`}
          >
            {shownDays.map((day) => {
              const slots = byTime(
                bookings.filter((b) => b.date === day),
                order,
              );
              const headingId = `day-${day}`;
              return (
                <section
                  key={day}
                  aria-labelledby={headingId}
                  className="min-w-0 rounded-xl border border-border bg-surface p-4 shadow-sm lg:p-2.5"
                >
                  <h3
                    id={headingId}
                    className="flex flex-wrap items-baseline gap-x-2 gap-y-1 font-bold text-ink"
                  >
                    <span>{weekdays[dayKey(day)]}</span>
                    <span className="text-sm font-normal text-ink-muted">{dateOf(day)}</span>
                    {day === today ? (
                      <Badge variant="brand" aria-current="date">
                        {t.today}
                      </Badge>
                    ) : null}
                  </h3>
                  {slots.length === 0 ? (
                    <p className="mt-2 text-sm text-ink-muted">{t.emptyDay}</p>
                  ) : (
                    <ol className="mt-3 space-y-3">
                      {slots.map(([time, list]) => (
                        <li key={time}>
                          <p className="text-sm font-semibold text-ink tabular-nums">
                            <time dateTime={`${day}T${time}`}>{formatTimeSlot(time, locale)}</time>
                          </p>
                          <ul className="mt-1 space-y-2">
                            {list.map((b) => (
                              <li
                                key={b.id}
                                className="rounded-lg border border-border bg-surface-sunken p-2 text-sm"
                              >
                                <p className="font-semibold break-words text-ink">{b.name}</p>
                                <p className="break-words text-ink-muted">
                                  <span className="sr-only">{words.card.consultant}: </span>
                                  {consultantName(b.consultantId)}
                                </p>
                                <p className="mt-1 flex flex-wrap items-center gap-1.5">
                                  <span className="sr-only">{words.card.plan}: </span>
                                  <span className="text-ink">
                                    {(words.plans as Record<string, string>)[b.plan] ?? b.plan}
                                  </span>
                                  <Badge variant={STATUS_BADGE[b.status]}>
                                    {words.filters[b.status]}
                                  </Badge>
                                </p>
                              </li>
                            ))}
                          </ul>
                        </li>
                      ))}
                    </ol>
                  )}
                </section>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}

/** A day's bookings by hour, each hour's in column order, then by requester. */
function byTime(list: WeekBooking[], order: Map<string | null, number>): [string, WeekBooking[]][] {
  const hours = new Map<string, WeekBooking[]>();
  for (const b of list) hours.set(b.time, [...(hours.get(b.time) ?? []), b]);
  const rank = (b: WeekBooking) => order.get(b.consultantId) ?? order.size;
  return [...hours]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, items]) => [
      time,
      items.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name)),
    ]);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminConsultations);
  return <RouteErrorPanel error={error} heading={t?.week.title ?? "Consultations by week"} />;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, adminConsultations);
  return [
    { title: pageTitle(matches, t?.week.title ?? "Consultations by week") },
    { name: "robots", content: "noindex" },
  ];
}
