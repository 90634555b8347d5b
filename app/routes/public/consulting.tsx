import { GrowthStagesIllustration } from "~/components/forms/growth-stages-illustration";
import { PageSection } from "~/components/site/page-sections";
import { ButtonLink } from "~/components/ui/button";
import {
  ArrowRightIcon,
  CheckCircleIcon,
  FactoryIcon,
  SproutIcon,
  TrendingUpIcon,
} from "~/components/ui/icons";
import { PLAN_PHASES, type PlanPhase } from "~/domain/consultations/plans";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { consulting } from "~/i18n/messages/consulting";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/consulting";

const PHASE_STYLE: Record<PlanPhase["plan"], { Icon: typeof SproutIcon; band: string }> = {
  Beginner: { Icon: SproutIcon, band: "bg-brand-500" },
  Intermediate: { Icon: TrendingUpIcon, band: "bg-brand-700" },
  Advanced: { Icon: FactoryIcon, band: "bg-brand-900" },
};

const COVERS = ["c1", "c2", "c3", "c4", "c5", "c6"] as const;

export function loader({ context }: Route.LoaderArgs) {
  return messagesFor(context.get(localeContext), consulting);
}

export default function Consulting() {
  const t = useT(consulting);
  return (
    <>
      <section aria-labelledby="consulting-title" className="bg-surface-muted">
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:py-20">
          <div>
            <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">
              {t.hero.eyebrow}
            </p>
            <h1
              id="consulting-title"
              className="mt-2 max-w-3xl text-display font-extrabold tracking-tight text-ink"
            >
              {t.hero.title}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t.hero.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/consultation" size="lg">
                {t.hero.book}
              </ButtonLink>
              <ButtonLink to="/contact" size="lg" variant="outline">
                {t.hero.ask}
              </ButtonLink>
            </div>
          </div>
          <GrowthStagesIllustration className="mx-auto h-auto w-full max-w-md lg:max-w-none" />
        </div>
      </section>

      <PageSection id="phases-title" className="py-14 sm:py-20">
        <div className="max-w-2xl">
          <h2 id="phases-title" className="text-3xl font-bold text-ink sm:text-4xl">
            {t.structure.title}
          </h2>
          <p className="mt-3 text-lg text-ink-muted">{t.structure.intro}</p>
        </div>
        <ol className="mt-10 grid gap-6 lg:grid-cols-3">
          {PLAN_PHASES.map((phase) => (
            <PhaseCard key={phase.plan} phase={phase} />
          ))}
        </ol>
      </PageSection>

      <PageSection id="unsure-title" className="pb-16 sm:pb-20">
        <div className="flex flex-col gap-6 rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="unsure-title" className="text-2xl font-bold sm:text-3xl">
              {t.unsure.title}
            </h2>
            <p className="mt-2 text-brand-100">{t.unsure.text}</p>
          </div>
          <ButtonLink to="/consultation" size="lg" variant="secondary" className="shrink-0">
            {t.unsure.book}
            <ArrowRightIcon className="size-5" />
          </ButtonLink>
        </div>
      </PageSection>
    </>
  );
}

/** One phase; its words are the `consulting` messages of its plan (the plan's name stays in the link). */
function PhaseCard({ phase: { plan } }: { phase: PlanPhase }) {
  const t = useT(consulting);
  const phase = t.phases[plan];
  const { Icon, band } = PHASE_STYLE[plan];
  const headingId = `phase-${plan.toLowerCase()}`;
  return (
    <li className="flex">
      <article
        aria-labelledby={headingId}
        className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
      >
        <div className={`h-2 ${band}`} />
        <div className="flex flex-1 flex-col p-6 sm:p-7">
          <div className="flex items-center gap-3">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-7" />
            </span>
            <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">
              {phase.phase} · {phase.plan}
            </p>
          </div>
          <h3 id={headingId} className="mt-4 text-2xl font-bold text-ink">
            <span className="sr-only">{phase.plan}: </span>
            {phase.title}
          </h3>
          <p className="mt-3 text-ink-muted">
            <span className="font-semibold text-ink">{t.card.forWhom}</span>
            {phase.forWhom}
          </p>
          <p className="mt-3 text-ink-muted">{phase.summary}</p>
          <h4 className="mt-6 text-sm font-bold tracking-wider text-ink uppercase">
            {t.card.covers}
          </h4>
          <ul className="mt-3 space-y-2.5">
            {COVERS.map((item) => (
              <li key={item} className="flex gap-2.5 text-ink">
                <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>{phase.covers[item]}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 rounded-lg bg-accent-50 p-4 text-sm text-accent-800">
            <span className="font-semibold">{t.card.outcome}</span>
            {phase.outcome}
          </p>
          <div className="mt-auto pt-6">
            <ButtonLink to={`/consultation?plan=${plan}`} size="lg" className="w-full">
              {t.card.start}
              <span className="sr-only">{t.card.startWith({ plan: phase.plan })}</span>
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
          </div>
        </div>
      </article>
    </li>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, consulting)?.meta;
  return pageMeta(matches, {
    title: t?.title ?? "Consulting",
    description:
      t?.description ??
      "Agricultural consulting in three phases – Beginner, Intermediate and Advanced – for Nigerian farms and agribusinesses: plan your farm, raise yields, then scale, process and invest.",
    path: "/consulting",
  });
}
