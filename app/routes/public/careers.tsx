import { useRouteLoaderData } from "react-router";
import { PageHero } from "~/components/content/page-hero";
import { PageSection } from "~/components/site/page-sections";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import {
  BookIcon,
  BriefcaseIcon,
  CheckCircleIcon,
  CpuIcon,
  LeafIcon,
  MailIcon,
  SproutIcon,
  UsersIcon,
} from "~/components/ui/icons";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/careers";

const REASONS = [
  {
    title: "Work that feeds families",
    text: "Every course you help build and every farm visit you make helps a farmer grow more and earn more. You will see the results in the fields and in the stories our learners send us.",
  },
  {
    title: "Field and digital, together",
    text: "We teach online and on demonstration plots. Our people move between the phone screen and the farm, so your work stays practical and close to the farmers it serves.",
  },
  {
    title: "Learn as you work",
    text: "Every team member can take any of our courses free, joins our field days and workshops, and gets time each quarter for training of their own choice.",
  },
  {
    title: "A small team that listens",
    text: "Agronomists, trainers, business advisers and engineers sit in the same meetings. New ideas are tried quickly, and everyone's name is on what we publish together.",
  },
] as const;

const AREAS = [
  {
    title: "Agronomy",
    Icon: SproutIcon,
    text: "Crop and livestock specialists who design our trials, answer farmers' questions in consultations and keep our courses accurate.",
    roles: ["Agronomist", "Soil scientist", "Animal health officer"],
  },
  {
    title: "Training",
    Icon: BookIcon,
    text: "Trainers and course producers who turn good practice into clear lessons, videos and guides that work on a phone and in a field.",
    roles: ["Course trainer", "Instructional designer", "Video producer"],
  },
  {
    title: "Extension",
    Icon: UsersIcon,
    text: "Field officers who visit farms, run field days with cooperatives and bring farmers' questions back to the team. Local languages are a strong plus.",
    roles: ["Extension officer", "Field day coordinator", "Community facilitator"],
  },
  {
    title: "Agribusiness",
    Icon: LeafIcon,
    text: "Advisers who help farmers keep records, plan finance, reach buyers and grow a farm into a business.",
    roles: ["Agribusiness adviser", "Market linkage officer", "Partnerships associate"],
  },
  {
    title: "Technology",
    Icon: CpuIcon,
    text: "Engineers and data people who build our learning platform and bring sensors, irrigation and farm data to smallholders at a price that pays off.",
    roles: ["Web developer", "Data analyst", "Irrigation and IoT engineer"],
  },
] as const;

const STEPS = [
  {
    title: "Send your CV",
    text: "E-mail your CV and a short note on the area that interests you and what you would bring to farmers. There is no form to fill in.",
  },
  {
    title: "A first conversation",
    text: "If your experience fits a current or upcoming need, we call you for a 30-minute conversation about your work and what you are looking for.",
  },
  {
    title: "A practical task",
    text: "You prepare something close to the real job: a short lesson, a field visit plan, a farm budget or a small piece of code. We pay for any travel to our sites.",
  },
  {
    title: "Meet the team and decide",
    text: "You meet the people you would work with and ask them anything. We decide quickly and tell every candidate the outcome, whatever it is.",
  },
] as const;

export default function Careers() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const siteName = root?.site.siteName ?? "AFA Academy";
  const careersEmail = root?.site.careersEmail ?? "";
  const mailto = `mailto:${careersEmail}?subject=${encodeURIComponent(`Career enquiry – ${siteName}`)}`;

  return (
    <>
      <PageHero
        eyebrow="Careers"
        title={`Grow your career with ${siteName}`}
        lead={
          <p>
            We are agronomists, trainers, extension workers, business advisers and engineers helping
            Nigerian farmers learn to produce more. If that is work you want to do, we would like to
            hear from you.
          </p>
        }
      >
        <a href={mailto} className={buttonClasses({ size: "lg" })}>
          <MailIcon className="size-5" />
          Contact HR
        </a>
      </PageHero>

      <PageSection id="why-title" className="py-14 sm:py-20">
        <SectionHeading
          id="why-title"
          eyebrow="Why work with us"
          title="Work that matters, in the field and online"
        />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {REASONS.map((reason) => (
            <li
              key={reason.title}
              className="flex gap-4 rounded-xl border border-border bg-surface p-6 shadow-xs"
            >
              <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-brand-600" />
              <div>
                <h3 className="text-lg font-bold text-ink">{reason.title}</h3>
                <p className="mt-1 text-ink-muted">{reason.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="areas-title"
        className="border-y border-border bg-surface-muted py-14 sm:py-20"
      >
        <SectionHeading id="areas-title" eyebrow="Where we hire" title="Areas we hire in">
          <p>
            We hire in five areas. Roles open as our programmes grow, and we keep promising
            applications on file for the next opening.
          </p>
        </SectionHeading>
        <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {AREAS.map(({ Icon, ...area }) => (
            <li
              key={area.title}
              className="flex flex-col rounded-xl border border-border bg-surface p-6 shadow-xs"
            >
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-7" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{area.title}</h3>
              <p className="mt-2 flex-1 text-ink-muted">{area.text}</p>
              <p className="mt-4 text-sm font-semibold text-ink">Typical roles</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {area.roles.map((role) => (
                  <li
                    key={role}
                    className="rounded-full bg-surface-sunken px-3 py-1 text-sm text-ink-muted"
                  >
                    {role}
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li className="flex flex-col rounded-xl border border-dashed border-border-strong bg-surface p-6">
            <h3 className="text-lg font-bold text-ink">Another skill to offer?</h3>
            <p className="mt-2 flex-1 text-ink-muted">
              Finance, communications, logistics or something we have not thought of: if it helps
              farmers, tell us about it.
            </p>
            <a
              href={mailto}
              className="mt-4 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              Send an open application
            </a>
          </li>
        </ul>
      </PageSection>

      <PageSection id="how-title" className="py-14 sm:py-20">
        <SectionHeading id="how-title" eyebrow="How we hire" title="Four steps, no surprises">
          <p>We keep hiring short and fair, and we reply to every application.</p>
        </SectionHeading>
        <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="rounded-xl border border-border bg-surface p-6 shadow-xs"
            >
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-accent-400 text-lg font-bold text-brand-950"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 max-w-3xl text-ink-muted">
          We welcome applications from women, from people with disabilities and from every part of
          Nigeria, and we consider NYSC corps members and students for placements and internships.
          We never ask candidates for money at any stage: report any such request to us.
        </p>
      </PageSection>

      <PageSection id="apply-title" className="pb-16 sm:pb-20">
        <div className="flex flex-col gap-6 rounded-2xl bg-brand-800 px-6 py-10 shadow-lg sm:px-12 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <span className="hidden size-14 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white sm:flex">
              <BriefcaseIcon className="size-8" />
            </span>
            <div>
              <h2 id="apply-title" className="text-2xl font-bold text-white sm:text-3xl">
                Ready to apply?
              </h2>
              <p className="mt-2 max-w-xl text-lg text-brand-100">
                Send your CV to{" "}
                <a
                  href={mailto}
                  className="font-semibold break-all text-white underline underline-offset-2"
                >
                  {careersEmail}
                </a>{" "}
                and tell us which area you would like to work in.
              </p>
            </div>
          </div>
          <a
            href={mailto}
            className={cn(buttonClasses({ size: "lg", variant: "secondary" }), "shrink-0")}
          >
            <MailIcon className="size-5" />
            Contact HR
          </a>
        </div>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Careers",
    description:
      "Work with us in agronomy, training, extension, agribusiness or technology, and help Nigerian farmers learn to produce more.",
    path: "/careers",
  });
