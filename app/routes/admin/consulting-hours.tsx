import { data } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field, SelectField } from "~/components/ui/field";
import { Form } from "~/components/ui/link";
import {
  END_HOURS,
  HOURS_MESSAGES,
  SESSION_MINUTES,
  SESSION_PLANS,
  START_HOURS,
  WEEK_ORDER,
} from "~/domain/consultations/hours.constants";
import {
  dayOffSchema,
  sessionLengthsSchema,
  weekFrom,
  weeklyHoursSchema,
} from "~/domain/consultations/hours.schema";
import {
  addDayOff,
  getConsultantSchedule,
  mayEditHours,
  removeDayOff,
  saveSessionLengths,
  saveWeeklyHours,
} from "~/domain/consultations/hours.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localizeFieldErrors } from "~/i18n/field-errors";
import { localeContext } from "~/i18n/locale.server";
import { adminConsulting } from "~/i18n/messages/admin-consulting";
import { metaT } from "~/i18n/meta";
import { useLocale, useOptionalT, useT } from "~/i18n/react";
import { formatDate, formatTimeSlot } from "~/lib/format";
import { forbidden, notFound } from "~/lib/http.server";
import { todayInLagos } from "~/lib/lagos-date";
import { pageTitle } from "~/lib/page-title";
import { parseSubmission } from "~/lib/parse-submission";
import { readForm } from "~/routes/form-body.server";
import { requirePermission } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/consulting-hours";

// /admin-dashboard/consulting-hours/:userId: a consultant's week and days off. Admins (users.manage)
// set anyone's; a consultant sets their own. The booking form offers these hours.

const DAY_KEYS = { 0: "sun", 1: "mon", 2: "tue", 3: "wed", 4: "thu", 5: "fri", 6: "sat" } as const;

function allowed(context: Route.LoaderArgs["context"], request: Request, userId: string) {
  const actor = requirePermission(context, request, "admin.access");
  const t = translate(context.get(localeContext), adminConsulting);
  if (!mayEditHours(actor, userId)) throw forbidden(t.notConsultant);
  return { actor, t };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { t } = allowed(context, request, params.userId);
  const { db } = context.get(servicesContext);
  const schedule = await getConsultantSchedule(db, params.userId);
  if (!schedule) throw notFound(t.notConsultant);
  return {
    ...messagesFor(context.get(localeContext), adminConsulting),
    schedule,
    today: todayInLagos(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, t } = allowed(context, request, params.userId);
  const services = context.get(servicesContext);
  const schedule = await getConsultantSchedule(services.db, params.userId);
  if (!schedule) throw notFound(t.notConsultant);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const here = new URL(request.url).pathname;

  if (intent === "week") {
    const submission = parseSubmission(formData, { schema: weeklyHoursSchema });
    if (submission.status !== "success") {
      const result = submission.reply();
      return data(
        {
          form: "week" as const,
          result: {
            ...result,
            error: localizeFieldErrors(result.error, HOURS_MESSAGES, t.messages),
          },
        },
        { status: 400 },
      );
    }
    await saveWeeklyHours(services.db, actor, params.userId, weekFrom(submission.value));
    return redirectWithToast(services.toasts, request, here, { title: t.toasts.saved });
  }
  if (intent === "sessions") {
    const submission = parseSubmission(formData, { schema: sessionLengthsSchema });
    if (submission.status !== "success") {
      const result = submission.reply();
      return data(
        {
          form: "sessions" as const,
          result: {
            ...result,
            error: localizeFieldErrors(result.error, HOURS_MESSAGES, t.messages),
          },
        },
        { status: 400 },
      );
    }
    await saveSessionLengths(services.db, actor, params.userId, {
      Beginner: submission.value.minutesBeginner,
      Intermediate: submission.value.minutesIntermediate,
      Advanced: submission.value.minutesAdvanced,
    });
    return redirectWithToast(services.toasts, request, here, { title: t.toasts.saved });
  }
  if (intent === "add-day" || intent === "remove-day") {
    const submission = parseSubmission(formData, { schema: dayOffSchema });
    const day = submission.status === "success" ? submission.value.day : null;
    if (!day || (intent === "add-day" && day < todayInLagos())) {
      return data(
        {
          form: "day" as const,
          result: submission.reply({ fieldErrors: { day: [t.messages.day] } }),
        },
        { status: 400 },
      );
    }
    if (intent === "add-day") await addDayOff(services.db, params.userId, day);
    else await removeDayOff(services.db, params.userId, day);
    return redirectWithToast(services.toasts, request, here, {
      title: intent === "add-day" ? t.toasts.dayAdded : t.toasts.dayRemoved,
    });
  }
  throw data(null, { status: 400 });
}

export default function ConsultingHours({ loaderData, actionData }: Route.ComponentProps) {
  const { schedule, today } = loaderData;
  const t = useT(adminConsulting);
  const locale = useLocale();
  const weekErrors = actionData?.form === "week" ? actionData.result.error : null;
  const typed = actionData?.form === "week" ? actionData.result.initialValue : null;
  const dayError = actionData?.form === "day" ? actionData.result.error?.day : null;
  const sessionErrors = actionData?.form === "sessions" ? actionData.result.error : null;
  const hourOptions = (hours: readonly number[]) =>
    hours.map((h) => ({
      value: String(h),
      label: formatTimeSlot(`${String(h).padStart(2, "0")}:00`, locale),
    }));
  return (
    <div className="space-y-5">
      <PageHeader title={t.title} description={t.intro({ name: schedule.name })} />
      <Card>
        <CardContent>
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="week" />
            <h2 className="text-lg font-bold text-ink">{t.weekHeading}</h2>
            {schedule.isDefault ? <p className="text-sm text-ink-muted">{t.defaultNote}</p> : null}
            <div className="grid gap-4">
              {WEEK_ORDER.map((day) => {
                const hours = schedule.week[day];
                const value = (name: string, saved: number | undefined) =>
                  typed
                    ? String((typed as Record<string, unknown>)[name] ?? "")
                    : saved
                      ? String(saved)
                      : "";
                return (
                  <fieldset
                    key={day}
                    className="grid gap-3 sm:grid-cols-[10rem_1fr_1fr] sm:items-start"
                  >
                    <legend className="pt-2 font-semibold text-ink sm:float-left">
                      {t.weekdays[DAY_KEYS[day]]}
                    </legend>
                    <SelectField
                      label={t.from}
                      name={`from${day}`}
                      options={hourOptions(START_HOURS)}
                      placeholder={t.notWorking}
                      defaultValue={value(`from${day}`, hours?.from)}
                      error={weekErrors?.[`from${day}`]}
                    />
                    <SelectField
                      label={t.to}
                      name={`to${day}`}
                      options={hourOptions(END_HOURS)}
                      placeholder={t.notWorking}
                      defaultValue={value(`to${day}`, hours?.to)}
                      error={weekErrors?.[`to${day}`]}
                    />
                  </fieldset>
                );
              })}
            </div>
            <Button type="submit">{t.save}</Button>
          </Form>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="sessions" />
            <h2 className="text-lg font-bold text-ink">{t.sessionsHeading}</h2>
            <p className="text-sm text-ink-muted">{t.sessionsNote}</p>
            <div className="grid gap-4 sm:grid-cols-3">
              {SESSION_PLANS.map((plan) => (
                <SelectField
                  key={plan}
                  label={t.plans[plan]}
                  name={`minutes${plan}`}
                  options={SESSION_MINUTES.map((m) => ({
                    value: String(m),
                    label: t.minutes({ count: m }),
                  }))}
                  defaultValue={String(schedule.sessionMinutes[plan])}
                  error={sessionErrors?.[`minutes${plan}`]}
                />
              ))}
            </div>
            <Button type="submit">{t.saveSessions}</Button>
          </Form>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-4">
          <h2 className="text-lg font-bold text-ink">{t.daysOffHeading}</h2>
          {schedule.daysOff.length === 0 ? (
            <p className="text-sm text-ink-muted">{t.daysOffNone}</p>
          ) : (
            <ul className="divide-y divide-border">
              {schedule.daysOff.map((day) => (
                <li key={day} className="flex items-center justify-between gap-3 py-2">
                  <span>{formatDate(day, locale)}</span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-day" />
                    <input type="hidden" name="day" value={day} />
                    <Button
                      type="submit"
                      variant="ghost"
                      size="sm"
                      aria-label={t.removeLabel({ date: formatDate(day, locale) })}
                    >
                      {t.remove}
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="add-day" />
            <Field
              label={t.dayLabel}
              name="day"
              type="date"
              min={today}
              required
              error={dayError}
            />
            <Button type="submit" variant="outline">
              {t.addDayOff}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaT(matches, adminConsulting)?.title ?? "Consulting hours";
  return [{ title: pageTitle(matches, title) }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminConsulting);
  return <RouteErrorPanel error={error} heading={t?.title ?? "Consulting hours"} />;
}
