import type { SubmissionResult } from "@conform-to/react";
import { data, useRouteLoaderData } from "react-router";
import { ConsultationForm } from "~/components/forms/consultation-form";
import { whatsappGreeting, whatsappLink } from "~/components/site/contact-links";
import {
  ArrowRightIcon,
  CalendarIcon,
  ChatIcon,
  CheckCircleIcon,
  ClipboardIcon,
  SearchCheckIcon,
  SproutIcon,
  UsersIcon,
} from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { freeTimesOn } from "~/domain/consultations/booking.server";
import { bookingWindow } from "~/domain/consultations/booking-window.server";
import { findBookingByFormKey } from "~/domain/consultations/confirmation.server";
import {
  consultationPath,
  consultationSchema,
  planFromQuery,
} from "~/domain/consultations/consultation.schema";
import {
  bookingFormKey,
  type SlotTakenReason,
  submitConsultation,
} from "~/domain/consultations/consultations.server";
import type { SlotTime } from "~/domain/consultations/slots";
import { getAccountChannels } from "~/domain/messaging/account-channels.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { publicForms } from "~/i18n/messages/public-forms";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { todayInLagos } from "~/lib/lagos-date";
import { pageMeta } from "~/lib/meta";
import { oneTimeFormHeaders } from "~/lib/one-time-form-headers";
import type { loader as rootLoader } from "~/root";
import { readForm } from "~/routes/form-body.server";
import { userContext } from "~/routes/middleware/user-context.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/consultation";
import { redirectToBooked } from "./booking-receipt.server";
import { submitPublicForm } from "./public-form.server";

type FreeTimes = Awaited<ReturnType<typeof freeTimesOn>>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const { db } = context.get(servicesContext);
  const plan = planFromQuery(new URL(request.url).searchParams.get("plan"));
  return {
    ...messagesFor(context.get(localeContext), publicForms),
    formKey: crypto.randomUUID(),
    // The form posts back to this URL, so the plan the visitor came with survives a booking.
    formAction: consultationPath(plan),
    // The server's today (Lagos), so the date picker's minimum matches the rule it enforces.
    today: todayInLagos(),
    // With consultants, the free hours of the date chosen (none before one is): see the action.
    slots: await freeTimesOn(db, null),
    // The notice a booking must give (Site settings), said under the date.
    noticeHours: (await bookingWindow(db)).noticeHours,
    defaultValue: {
      name: user?.name ?? "",
      email: user?.email ?? "",
      phone: user?.phone ?? "",
      plan: plan ?? "",
      // The account's choice in Notifications; e-mail for a visitor.
      channels: user ? (await getAccountChannels(db, user.id)).channels : ["email"],
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const user = context.get(userContext);
  const locale = context.get(localeContext);
  const t = translate(locale, publicForms).consultationForm;
  // Read once, with the usual ceilings (413 for an oversized body); JSON and the like read as
  // an empty form, which the schema then refuses.
  const typed = await readForm(request);
  if (typed.get("intent") === "times") {
    // "Show free times": the date first, then its free hours, with everything typed kept (no
    // JavaScript needed); nothing is stored.
    const date = String(typed.get("preferredDate") ?? "");
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= todayInLagos();
    // Every box ticked stays ticked: a name sent more than once keeps all its values.
    const initialValue: Record<string, string | string[]> = {};
    for (const name of new Set(typed.keys())) {
      if (name === "intent" || name === "preferredSlot") continue;
      const values = typed.getAll(name).filter((v): v is string => typeof v === "string");
      initialValue[name] = name === "channels" ? values : (values.at(-1) ?? "");
    }
    return data({
      result: {
        initialValue,
        ...(valid ? {} : { error: { preferredDate: [t.pickDateFirst] } }),
      } as unknown as SubmissionResult<string[]>,
      alert: null,
      slots: await freeTimesOn(services.db, valid ? date : null, {
        consultantId: String(typed.get("consultantId") ?? "") || null,
      }),
    });
  }
  // One of the next free times, ticked after the hour chosen was taken: its date and hour are the
  // ones asked for.
  const picked = /^(\d{4}-\d{2}-\d{2})T(\d{2}:00)$/.exec(String(typed.get("preferredSlot") ?? ""));
  if (picked?.[1] && picked[2]) {
    typed.set("preferredDate", picked[1]);
    typed.set("preferredTime", picked[2]);
  }
  typed.delete("preferredSlot");
  // Filled by `refused` below when the hour was taken (an object: TypeScript does not follow a
  // closure's assignment).
  const taken: { next: { date: string; time: SlotTime }[] | null } = { next: null };
  const answer = await submitPublicForm(services, request, {
    name: "consultation",
    locale,
    schema: consultationSchema,
    formData: typed,
    // Back to the page as the visitor opened it: a plan preselected by ?plan= stays preselected.
    back: consultationPath(planFromQuery(new URL(request.url).searchParams.get("plan"))),
    sent: { title: t.success },
    failedAlert: () => ({ title: t.error }),
    // The chosen hour was booked meanwhile: said beside the time, with the next free ones.
    refused: (reason): Record<string, string[]> => {
      const refusal = reason as SlotTakenReason;
      if (refusal.kind === "unknown-consultant") return { consultantId: [t.consultantGone] };
      taken.next = refusal.next;
      return { preferredTime: [refusal.next.length > 0 ? t.slotTaken : t.noFreeSlots] };
    },
    // The account comes from the session, never from the form.
    submit: (input, clientKey) =>
      submitConsultation(services, { input, userId: user?.id ?? null, clientKey, locale }),
    // To the confirmation page, which only this browser can open (its receipt cookie). A repeat
    // of the form (its key and the same details) finds the first booking; another person's
    // details with a copied key are their own booking, never a look at the first one.
    done: async (record, input) => {
      const booking =
        record ??
        (await findBookingByFormKey(services.db, bookingFormKey(input, user?.id ?? null)));
      return booking ? redirectToBooked(services, booking.id, locale) : null;
    },
  });
  if (!taken.next || answer instanceof Response || !("data" in answer)) return answer;
  // Taken meanwhile: the date's hours still free stay in the time list, and the next free ones
  // are offered as choices (not only named in the message).
  const date = String(typed.get("preferredDate") ?? "");
  const slots = await freeTimesOn(services.db, date, {
    consultantId: String(typed.get("consultantId") ?? "") || null,
  });
  return data({ ...answer.data, slots, nextFree: taken.next }, answer.init ?? undefined);
}

const BENEFITS = [
  { key: "advice", Icon: SproutIcon },
  { key: "experts", Icon: UsersIcon },
  { key: "plan", Icon: ClipboardIcon },
  { key: "support", Icon: ChatIcon },
] as const;

const STEPS = [
  { key: "submit", Icon: ClipboardIcon },
  { key: "review", Icon: SearchCheckIcon },
  { key: "consultation", Icon: CalendarIcon },
] as const;

export const headers = oneTimeFormHeaders;

export default function Consultation({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const t = useT(publicForms).consultationPage;
  const site = root?.site;
  const whatsappHref = site
    ? whatsappLink(site.whatsappNumber, whatsappGreeting(site.siteName))
    : null;
  return (
    <>
      <section aria-labelledby="consultation-title" className="bg-surface-muted">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">{t.eyebrow}</p>
          <h1
            id="consultation-title"
            className="mt-2 max-w-3xl text-display font-extrabold tracking-tight text-ink"
          >
            {t.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t.lead}</p>
          <h2 className="sr-only">{t.whyBook}</h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map(({ key, Icon }) => (
              <li key={key} className="rounded-xl border border-border bg-surface p-5 shadow-xs">
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-3 font-bold text-ink">{t.benefits[key].title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{t.benefits[key].text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <section
          aria-labelledby="booking-title"
          className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8"
        >
          <h2 id="booking-title" className="text-2xl font-bold text-ink sm:text-3xl">
            {t.requestTitle}
          </h2>
          <p className="mt-2 mb-6 text-ink-muted">
            {t.notSure}{" "}
            <Link
              to="/consulting"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t.compare}
            </Link>
            .
          </p>
          <ConsultationForm
            key={loaderData.formKey}
            formKey={loaderData.formKey}
            action={loaderData.formAction}
            today={loaderData.today}
            defaultValue={loaderData.defaultValue}
            lastResult={actionData?.result}
            slots={
              ((actionData && "slots" in actionData ? actionData.slots : null) as FreeTimes) ??
              loaderData.slots
            }
            alert={actionData?.alert}
            noticeHours={loaderData.noticeHours}
            nextFree={
              (actionData && "nextFree" in actionData ? actionData.nextFree : null) as
                | { date: string; time: SlotTime }[]
                | null
            }
            whatsappHref={whatsappHref}
          />
        </section>

        <aside aria-labelledby="expect-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="expect-title" className="text-2xl font-bold text-ink">
            {t.expectTitle}
          </h2>
          <ol className="mt-6 space-y-6">
            {STEPS.map(({ key, Icon }, index) => (
              <li key={key} className="relative flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                  <Icon className="size-5" />
                </span>
                <div>
                  <h3 className="font-bold text-ink">
                    <span className="text-accent-700">{t.step({ number: index + 1 })}</span>{" "}
                    {t.steps[key].title}
                  </h3>
                  <p className="mt-1 text-sm text-ink-muted">{t.steps[key].text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-8 rounded-xl bg-brand-50 p-5">
            <p className="flex items-center gap-2 font-semibold text-brand-800">
              <CheckCircleIcon className="size-5 shrink-0" />
              {t.noPayment}
            </p>
            <p className="mt-1 text-sm text-ink-muted">{t.noPaymentText}</p>
            <Link
              to="/academy"
              className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t.browseCourses}
              <ArrowRightIcon className="size-4" />
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, publicForms)?.meta;
  return pageMeta(matches, {
    title: t?.consultationTitle ?? "Book a Consultation",
    description:
      t?.consultationDescription ??
      "Book a Beginner, Intermediate or Advanced consultation with agricultural experts in Lagos, Nigeria: tell us about your farm and we will contact you to confirm a date.",
    path: "/consultation",
  });
}
