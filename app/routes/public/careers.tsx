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
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { careers } from "~/i18n/messages/careers";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/careers";

// The page's lists; their words are the `careers` messages of the same keys.
const REASONS = ["families", "fieldDigital", "learn", "team"] as const;

const AREAS = [
  { key: "agronomy", Icon: SproutIcon },
  { key: "training", Icon: BookIcon },
  { key: "extension", Icon: UsersIcon },
  { key: "agribusiness", Icon: LeafIcon },
  { key: "technology", Icon: CpuIcon },
] as const;

const ROLES = ["r1", "r2", "r3"] as const;

const STEPS = ["cv", "conversation", "task", "decide"] as const;

export function loader({ context }: Route.LoaderArgs) {
  return messagesFor(context.get(localeContext), careers);
}

export default function Careers() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const t = useT(careers);
  const siteName = root?.site.siteName ?? "AFA Academy";
  const careersEmail = root?.site.careersEmail ?? "";
  const mailto = `mailto:${careersEmail}?subject=${encodeURIComponent(t.mailSubject({ siteName }))}`;

  return (
    <>
      <PageHero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title({ siteName })}
        lead={<p>{t.hero.lead}</p>}
      >
        <a href={mailto} className={buttonClasses({ size: "lg" })}>
          <MailIcon className="size-5" />
          {t.hero.contactHr}
        </a>
      </PageHero>

      <PageSection id="why-title" className="py-14 sm:py-20">
        <SectionHeading id="why-title" eyebrow={t.why.eyebrow} title={t.why.title} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {REASONS.map((key) => (
            <li
              key={key}
              className="flex gap-4 rounded-xl border border-border bg-surface p-6 shadow-xs"
            >
              <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-brand-600" />
              <div>
                <h3 className="text-lg font-bold text-ink">{t.why[key].title}</h3>
                <p className="mt-1 text-ink-muted">{t.why[key].text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="areas-title"
        className="border-y border-border bg-surface-muted py-14 sm:py-20"
      >
        <SectionHeading id="areas-title" eyebrow={t.areas.eyebrow} title={t.areas.title}>
          <p>{t.areas.intro}</p>
        </SectionHeading>
        <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {AREAS.map(({ Icon, key }) => {
            const area = t.areas[key];
            return (
              <li
                key={key}
                className="flex flex-col rounded-xl border border-border bg-surface p-6 shadow-xs"
              >
                <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-7" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-ink">{area.title}</h3>
                <p className="mt-2 flex-1 text-ink-muted">{area.text}</p>
                <p className="mt-4 text-sm font-semibold text-ink">{t.areas.typicalRoles}</p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {ROLES.map((role) => (
                    <li
                      key={role}
                      className="rounded-full bg-surface-sunken px-3 py-1 text-sm text-ink-muted"
                    >
                      {area.roles[role]}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          <li className="flex flex-col rounded-xl border border-dashed border-border-strong bg-surface p-6">
            <h3 className="text-lg font-bold text-ink">{t.areas.other.title}</h3>
            <p className="mt-2 flex-1 text-ink-muted">{t.areas.other.text}</p>
            <a
              href={mailto}
              className="mt-4 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {t.areas.other.link}
            </a>
          </li>
        </ul>
      </PageSection>

      <PageSection id="how-title" className="py-14 sm:py-20">
        <SectionHeading id="how-title" eyebrow={t.how.eyebrow} title={t.how.title}>
          <p>{t.how.intro}</p>
        </SectionHeading>
        <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-xl border border-border bg-surface p-6 shadow-xs">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-accent-400 text-lg font-bold text-brand-950"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">
                <span className="sr-only">{t.how.step({ number: index + 1 })}</span>
                {t.how[step].title}
              </h3>
              <p className="mt-2 text-ink-muted">{t.how[step].text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 max-w-3xl text-ink-muted">{t.how.welcome}</p>
      </PageSection>

      <PageSection id="apply-title" className="pb-16 sm:pb-20">
        <div className="flex flex-col gap-6 rounded-2xl bg-brand-800 px-6 py-10 shadow-lg sm:px-12 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <span className="hidden size-14 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white sm:flex">
              <BriefcaseIcon className="size-8" />
            </span>
            <div>
              <h2 id="apply-title" className="text-2xl font-bold text-white sm:text-3xl">
                {t.apply.title}
              </h2>
              <p className="mt-2 max-w-xl text-lg text-brand-100">
                {t.apply.before}{" "}
                <a
                  href={mailto}
                  className="font-semibold break-all text-white underline underline-offset-2"
                >
                  {careersEmail}
                </a>{" "}
                {t.apply.after}
              </p>
            </div>
          </div>
          <a
            href={mailto}
            className={cn(buttonClasses({ size: "lg", variant: "secondary" }), "shrink-0")}
          >
            <MailIcon className="size-5" />
            {t.apply.contactHr}
          </a>
        </div>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, careers)?.meta;
  return pageMeta(matches, {
    title: t?.title ?? "Careers",
    description:
      t?.description ??
      "Work with us in agronomy, training, extension, agribusiness or technology, and help Nigerian farmers learn to produce more.",
    path: "/careers",
  });
};
