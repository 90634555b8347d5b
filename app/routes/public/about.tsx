import { useRouteLoaderData } from "react-router";
import { AboutIllustration } from "~/components/illustrations/about-illustration";
import { FurrowSymbol, SproutSymbol, SunSymbol } from "~/components/illustrations/brand-symbols";
import { LogoMark } from "~/components/site/logo";
import { ServiceOfferGrid } from "~/components/site/service-offers";
import { StatList } from "~/components/site/stat-list";
import { ButtonLink } from "~/components/ui/button";
import { DeferredContent } from "~/components/ui/deferred";
import {
  ArrowRightIcon,
  AwardIcon,
  CpuIcon,
  EyeIcon,
  HeartIcon,
  LeafIcon,
  SproutIcon,
  TargetIcon,
  UsersIcon,
} from "~/components/ui/icons";
import { SectionHeading } from "~/components/ui/section-heading";
import { statItems } from "~/domain/site/stats";
import { loadSiteStats } from "~/domain/site/stats.server";
import { deferWhenSlow } from "~/lib/defer";
import { pageMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/about";

export async function loader({ context }: Route.LoaderArgs) {
  // A failing query keeps the placeholders (spec 000 §8); the page itself never fails on it.
  return { stats: await loadSiteStats(context.get(servicesContext)) };
}

// Client navigations only: the page shows at once, with 'Loading achievements...' if slow.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferWhenSlow(serverLoader());
}

const VALUES = [
  {
    title: "Practical knowledge",
    Icon: SproutIcon,
    text: "We teach what works on a real Nigerian farm, with the tools, seeds and budgets farmers actually have. Every lesson ends with something you can do this week.",
  },
  {
    title: "Sustainability",
    Icon: LeafIcon,
    text: "Good yields this season must not cost the soil, the water or the harvests of your children. We teach methods that keep land productive for generations.",
  },
  {
    title: "Integrity",
    Icon: HeartIcon,
    text: "Honest advice, even when it is not what you hoped to hear. We recommend only what we would do on our own farms, and we never sell you a solution you do not need.",
  },
  {
    title: "Innovation",
    Icon: CpuIcon,
    text: "From drip kits and soil tests to sensors and farm-record apps, we try new technology in the field first and share what truly pays off.",
  },
  {
    title: "Community",
    Icon: UsersIcon,
    text: "Farmers learn fastest from other farmers. Our learners, trainers and partners share what they know, in class, in the field and on WhatsApp.",
  },
  {
    title: "Excellence",
    Icon: AwardIcon,
    text: "We hold our courses, our trainers and our advice to a high standard, and we measure ourselves by the results on our learners' farms.",
  },
] as const;

const COLOURS = [
  {
    name: "Field green",
    hex: "#1E5B2A",
    swatch: "bg-brand-700",
    meaning:
      "Healthy crops, living soil and the sustainability at the heart of everything we teach.",
  },
  {
    name: "Harvest amber",
    hex: "#F2A626",
    swatch: "bg-accent-400",
    meaning: "Ripe grain, the warmth of the Nigerian sun and the prosperity a good harvest brings.",
  },
] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const siteName = root?.site.siteName ?? "AFA Academy";
  const slogan = root?.site.slogan ?? "Learn to produce more.";
  return (
    <>
      <section aria-labelledby="about-title" className="relative overflow-hidden bg-surface-muted">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -left-40 size-[32rem] rounded-full bg-accent-100/60 blur-3xl"
        />
        <div className="container-page relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:py-20">
          <div>
            <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">
              About {siteName}
            </p>
            <h1
              id="about-title"
              className="mt-3 text-display font-extrabold tracking-tight text-ink"
            >
              Helping Nigerian farmers grow more, and grow for good.
            </h1>
            <p className="mt-5 max-w-xl text-lg text-ink-muted">
              {siteName} is an agricultural training academy and consultancy based in Lagos. We work
              with smallholders, commercial farmers and agro-entrepreneurs across Nigeria, combining
              online courses, hands-on training and one-to-one consultation so that hard work on
              good land turns into reliable harvests and a profitable business.
            </p>
            <p className="mt-4 max-w-xl text-lg text-ink-muted">
              Our trainers are agronomists, animal scientists, engineers and farmers themselves.
              They teach in plain language, with examples from Nigerian fields, and they stay with
              you after the course, when the real questions come.
            </p>
          </div>
          <AboutIllustration className="mx-auto w-full max-w-md lg:max-w-none" />
        </div>
      </section>

      <section aria-labelledby="purpose-title" className="py-16 sm:py-20">
        <div className="container-page">
          <h2 id="purpose-title" className="sr-only">
            Our mission and vision
          </h2>
          <div className="grid gap-5 md:grid-cols-2">
            <article className="rounded-2xl border border-border bg-surface p-6 shadow-xs sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <TargetIcon className="size-7" />
              </span>
              <h3 className="mt-5 text-2xl font-bold text-ink">Our mission</h3>
              <p className="mt-3 text-lg text-ink-muted">
                To equip farmers and agro-entrepreneurs across Nigeria with practical skills, proven
                technology and honest advice, so they produce more from the land they have, earn
                more from what they produce, and leave their soil healthier than they found it.
              </p>
            </article>
            <article className="rounded-2xl border border-border bg-surface p-6 shadow-xs sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                <EyeIcon className="size-7" />
              </span>
              <h3 className="mt-5 text-2xl font-bold text-ink">Our vision</h3>
              <p className="mt-3 text-lg text-ink-muted">
                A Nigeria where every farmer, from the smallholder in Kebbi to the agro-entrepreneur
                in Lagos, has the knowledge and support to feed the nation profitably and
                sustainably, and where farming is a career young people choose with pride.
              </p>
            </article>
          </div>
        </div>
      </section>

      <section aria-labelledby="slogan-title" className="bg-brand-800 py-16 sm:py-20">
        <div className="container-page grid items-center gap-10 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <h2
              id="slogan-title"
              className="text-sm font-bold tracking-wider text-accent-300 uppercase"
            >
              Our slogan
            </h2>
            <p className="mt-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
              {slogan}
            </p>
          </div>
          <dl className="grid gap-5 sm:grid-cols-3">
            {[
              {
                word: "Learn",
                text: "Every course, training day and consultation starts with knowledge you can put to work at once.",
              },
              {
                word: "Produce",
                text: "We measure success in crates, bags and tonnes from your farm, not in certificates alone.",
              },
              {
                word: "More",
                text: "More yield, more income, and more good seasons from soil that stays healthy.",
              },
            ].map(({ word, text }) => (
              <div key={word} className="rounded-xl bg-brand-900/60 p-5 ring-1 ring-white/10">
                <dt className="text-xl font-bold text-accent-300">{word}</dt>
                <dd className="mt-2 text-brand-100">{text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="brand-title" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="brand-title" eyebrow="Brand symbols" title="What our logo stands for">
            <p>
              Our mark is a young plant rising from a ploughed field under the harvest sun: the
              journey every one of our learners makes, from the first seed to the first sale.
            </p>
          </SectionHeading>
          <div className="mt-10 grid gap-8 lg:grid-cols-[auto_1fr] lg:items-start lg:gap-12">
            <div className="flex justify-center lg:block">
              <LogoMark className="size-40 drop-shadow-lg sm:size-48" />
            </div>
            <ul className="grid gap-5 sm:grid-cols-3">
              <li className="rounded-xl border border-border bg-surface p-6 shadow-xs">
                <SproutSymbol className="size-16" />
                <h3 className="mt-4 text-lg font-bold text-ink">The sprout</h3>
                <p className="mt-2 text-ink-muted">
                  Growth that starts small. Its two leaves are learning and practice: each one feeds
                  the other, and together they make a farmer strong.
                </p>
              </li>
              <li className="rounded-xl border border-border bg-surface p-6 shadow-xs">
                <SunSymbol className="size-16" />
                <h3 className="mt-4 text-lg font-bold text-ink">The sun</h3>
                <p className="mt-2 text-ink-muted">
                  The energy every harvest depends on, and the hope of a new season. It reminds us
                  that patient, well-planned work is rewarded.
                </p>
              </li>
              <li className="rounded-xl border border-border bg-surface p-6 shadow-xs">
                <FurrowSymbol className="size-16" />
                <h3 className="mt-4 text-lg font-bold text-ink">The field</h3>
                <p className="mt-2 text-ink-muted">
                  The curved furrow is the land itself, the foundation of everything we do. We teach
                  farmers to care for it so it keeps giving.
                </p>
              </li>
            </ul>
          </div>
          <h3 className="mt-12 text-xl font-bold text-ink">Our colours</h3>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2">
            {COLOURS.map((colour) => (
              <li
                key={colour.name}
                className="flex items-start gap-4 rounded-xl border border-border bg-surface p-5 shadow-xs"
              >
                <span
                  aria-hidden="true"
                  className={`size-14 shrink-0 rounded-lg ring-1 ring-black/10 ${colour.swatch}`}
                />
                <span>
                  <span className="block font-bold text-ink">
                    {colour.name}{" "}
                    <span className="font-mono text-sm font-normal text-ink-muted">
                      {colour.hex}
                    </span>
                  </span>
                  <span className="mt-1 block text-ink-muted">{colour.meaning}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="achievements-title"
        className="border-y border-border bg-surface-muted py-16 sm:py-20"
      >
        <div className="container-page">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">
              Achievements
            </p>
            <h2 id="achievements-title" className="mt-2 text-3xl font-bold text-ink sm:text-4xl">
              What we have achieved together
            </h2>
            <p className="mt-3 text-lg text-ink-muted">
              The numbers behind our learners' progress, kept up to date by our team.
            </p>
          </div>
          <DeferredContent
            value={loaderData}
            fallback={
              <p role="status" className="mt-10 text-center text-lg text-ink-muted">
                Loading achievements...
              </p>
            }
          >
            {({ stats }) => <StatList items={statItems(stats)} tone="light" className="mt-10" />}
          </DeferredContent>
        </div>
      </section>

      <section aria-labelledby="values-title" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="values-title" eyebrow="What guides us" title="Our values" />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {VALUES.map(({ title, text, Icon }) => (
              <li key={title} className="rounded-xl border border-border bg-surface p-6 shadow-xs">
                <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-7" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-ink">{title}</h3>
                <p className="mt-2 text-ink-muted">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="services-title"
        className="border-y border-border bg-surface-muted py-16 sm:py-20"
      >
        <div className="container-page">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <SectionHeading
              id="services-title"
              eyebrow="Services offered"
              title="How we can help you"
            />
            <ButtonLink to="/services" variant="outline">
              All services
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
          </div>
          <div className="mt-10">
            <ServiceOfferGrid />
          </div>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="py-16 sm:py-20">
        <div className="container-page">
          <div className="rounded-2xl bg-brand-800 px-6 py-12 text-center shadow-lg sm:px-12 sm:py-16">
            <h2 id="cta-title" className="text-3xl font-bold text-white sm:text-4xl">
              Grow with us
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
              Start a course on your phone today, or tell us about your farm and an expert will help
              you plan your next season.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to="/academy" size="lg" variant="secondary">
                Join Academy
              </ButtonLink>
              <ButtonLink
                to="/consulting"
                size="lg"
                variant="outline"
                className="border-white/60 bg-transparent text-white hover:border-white hover:bg-white/10 hover:text-white"
              >
                Book Consultation
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteName = matches[0]?.loaderData?.site.siteName ?? "AFA Academy";
  return pageMeta(matches, {
    title: "About us",
    description: `${siteName} is an agricultural training academy and consultancy in Lagos, Nigeria: our mission, vision, values and what we have achieved with farmers across the country.`,
    path: "/about",
  });
};
