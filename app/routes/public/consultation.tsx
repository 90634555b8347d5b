import { useRouteLoaderData } from "react-router";
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
import { userContext } from "~/domain/auth/session.server";
import {
  CONSULTATION_MESSAGES,
  consultationPath,
  consultationSchema,
  planFromQuery,
} from "~/domain/consultations/consultation.schema";
import { submitConsultation } from "~/domain/consultations/consultations.server";
import { todayInLagos } from "~/lib/lagos-date";
import { pageMeta } from "~/lib/meta";
import { passRetryAfter } from "~/lib/retry-after";
import type { loader as rootLoader } from "~/root";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/consultation";
import { submitPublicForm } from "./public-form.server";

const SUCCESS_TOAST = { title: CONSULTATION_MESSAGES.success };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const plan = planFromQuery(new URL(request.url).searchParams.get("plan"));
  return {
    formKey: crypto.randomUUID(),
    // The form posts back to this URL, so the plan the visitor came with survives a booking.
    formAction: consultationPath(plan),
    // The server's today (Lagos), so the date picker's minimum matches the rule it enforces.
    today: todayInLagos(),
    defaultValue: {
      name: user?.name ?? "",
      email: user?.email ?? "",
      phone: user?.phone ?? "",
      plan: plan ?? "",
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const user = context.get(userContext);
  return submitPublicForm(services, request, {
    name: "consultation",
    schema: consultationSchema,
    // Back to the page as the visitor opened it: a plan preselected by ?plan= stays preselected.
    back: consultationPath(planFromQuery(new URL(request.url).searchParams.get("plan"))),
    sent: SUCCESS_TOAST,
    failedAlert: () => ({ title: CONSULTATION_MESSAGES.error }),
    // The account comes from the session, never from the form.
    submit: (input, clientKey) =>
      submitConsultation(services, { input, userId: user?.id ?? null, clientKey }),
  });
}

const BENEFITS = [
  {
    title: "Advice for your farm",
    text: "We look at your land, crops or animals, budget and market before recommending anything.",
    Icon: SproutIcon,
  },
  {
    title: "Practising experts",
    text: "Agronomists, livestock and agribusiness specialists who work with Nigerian farms every season.",
    Icon: UsersIcon,
  },
  {
    title: "A written action plan",
    text: "You leave every consultation with clear next steps, costs and timings in writing.",
    Icon: ClipboardIcon,
  },
  {
    title: "Support after the session",
    text: "Questions as you put the plan into practice are welcome by phone, WhatsApp or e-mail.",
    Icon: ChatIcon,
  },
] as const;

const STEPS = [
  {
    title: "Submit your request",
    text: "Tell us your plan, your farm and a preferred date and time. It takes about two minutes.",
    Icon: ClipboardIcon,
  },
  {
    title: "Expert review",
    text: "An expert studies your details and contacts you, usually within one working day, to confirm the date, time and format.",
    Icon: SearchCheckIcon,
  },
  {
    title: "Consultation",
    text: "Meet your consultant by phone, video call or on your farm, and leave with a written action plan.",
    Icon: CalendarIcon,
  },
] as const;

export const headers = passRetryAfter;

export default function Consultation({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const site = root?.site;
  const whatsappHref = site
    ? whatsappLink(site.whatsappNumber, whatsappGreeting(site.siteName))
    : null;
  return (
    <>
      <section aria-labelledby="consultation-title" className="bg-surface-muted">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">
            Consultation booking
          </p>
          <h1
            id="consultation-title"
            className="mt-2 max-w-3xl text-display font-extrabold tracking-tight text-ink"
          >
            Book a consultation with our farm experts
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">
            Whether you are planning your first season or scaling up a commercial farm, get advice
            that fits your land, your budget and your market.
          </p>
          <h2 className="sr-only">Why book a consultation</h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map(({ title, text, Icon }) => (
              <li key={title} className="rounded-xl border border-border bg-surface p-5 shadow-xs">
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-3 font-bold text-ink">{title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{text}</p>
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
            Request your consultation
          </h2>
          <p className="mt-2 mb-6 text-ink-muted">
            Not sure which plan fits?{" "}
            <Link
              to="/consulting"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              Compare the three phases
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
            alert={actionData?.alert}
            whatsappHref={whatsappHref}
          />
        </section>

        <aside aria-labelledby="expect-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="expect-title" className="text-2xl font-bold text-ink">
            What to expect
          </h2>
          <ol className="mt-6 space-y-6">
            {STEPS.map(({ title, text, Icon }, index) => (
              <li key={title} className="relative flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                  <Icon className="size-5" />
                </span>
                <div>
                  <h3 className="font-bold text-ink">
                    <span className="text-accent-700">Step {index + 1}.</span> {title}
                  </h3>
                  <p className="mt-1 text-sm text-ink-muted">{text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-8 rounded-xl bg-brand-50 p-5">
            <p className="flex items-center gap-2 font-semibold text-brand-800">
              <CheckCircleIcon className="size-5 shrink-0" />
              No payment needed to book
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              We confirm the details and any fee with you before your consultation.
            </p>
            <Link
              to="/academy"
              className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Learn on your own first? Browse our courses
              <ArrowRightIcon className="size-4" />
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Book a Consultation",
    description:
      "Book a Beginner, Intermediate or Advanced consultation with agricultural experts in Lagos, Nigeria: tell us about your farm and we will contact you to confirm a date.",
    path: "/consultation",
  });
}
