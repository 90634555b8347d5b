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
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/consulting";

const PHASE_STYLE: Record<PlanPhase["plan"], { Icon: typeof SproutIcon; band: string }> = {
  Beginner: { Icon: SproutIcon, band: "bg-brand-500" },
  Intermediate: { Icon: TrendingUpIcon, band: "bg-brand-700" },
  Advanced: { Icon: FactoryIcon, band: "bg-brand-900" },
};

export default function Consulting() {
  return (
    <>
      <section aria-labelledby="consulting-title" className="bg-surface-muted">
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:py-20">
          <div>
            <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">Consulting</p>
            <h1
              id="consulting-title"
              className="mt-2 max-w-3xl text-display font-extrabold tracking-tight text-ink"
            >
              Expert advice for every stage of your farm
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-ink-muted">
              Our consultation structure follows the life of a farm business in three phases. Start
              where you are today: each phase builds on the one before, and our experts meet you by
              phone, video call or on your farm.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/consultation" size="lg">
                Book a consultation
              </ButtonLink>
              <ButtonLink to="/contact" size="lg" variant="outline">
                Ask us a question
              </ButtonLink>
            </div>
          </div>
          <GrowthStagesIllustration className="mx-auto h-auto w-full max-w-md lg:max-w-none" />
        </div>
      </section>

      <PageSection id="phases-title" className="py-14 sm:py-20">
        <div className="max-w-2xl">
          <h2 id="phases-title" className="text-3xl font-bold text-ink sm:text-4xl">
            Our consultation structure
          </h2>
          <p className="mt-3 text-lg text-ink-muted">
            Three phases, from the first plan to a business ready for investors. Choose the one that
            matches your farm now.
          </p>
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
              Not sure which phase fits your farm?
            </h2>
            <p className="mt-2 text-brand-100">
              Book with the plan closest to where you are. Our expert reviews your details first and
              will suggest another phase if it suits you better.
            </p>
          </div>
          <ButtonLink to="/consultation" size="lg" variant="secondary" className="shrink-0">
            Book a consultation
            <ArrowRightIcon className="size-5" />
          </ButtonLink>
        </div>
      </PageSection>
    </>
  );
}

function PhaseCard({ phase }: { phase: PlanPhase }) {
  const { Icon, band } = PHASE_STYLE[phase.plan];
  const headingId = `phase-${phase.plan.toLowerCase()}`;
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
            <span className="font-semibold text-ink">Who it is for: </span>
            {phase.forWhom}
          </p>
          <p className="mt-3 text-ink-muted">{phase.summary}</p>
          <h4 className="mt-6 text-sm font-bold tracking-wider text-ink uppercase">
            What we cover
          </h4>
          <ul className="mt-3 space-y-2.5">
            {phase.covers.map((item) => (
              <li key={item} className="flex gap-2.5 text-ink">
                <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 rounded-lg bg-accent-50 p-4 text-sm text-accent-800">
            <span className="font-semibold">You leave with: </span>
            {phase.outcome}
          </p>
          <div className="mt-auto pt-6">
            <ButtonLink to={`/consultation?plan=${phase.plan}`} size="lg" className="w-full">
              Start Now
              <span className="sr-only"> with the {phase.plan} plan</span>
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
          </div>
        </div>
      </article>
    </li>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Consulting",
    description:
      "Agricultural consulting in three phases – Beginner, Intermediate and Advanced – for Nigerian farms and agribusinesses: plan your farm, raise yields, then scale, process and invest.",
    path: "/consulting",
  });
}
