import { useRouteLoaderData } from "react-router";
import { AboutIllustration } from "~/components/illustrations/about-illustration";
import { FurrowSymbol, SproutSymbol, SunSymbol } from "~/components/illustrations/brand-symbols";
import { LogoMark } from "~/components/site/logo";
import { CallToAction, FeatureList, PageSection } from "~/components/site/page-sections";
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
  // A failing query keeps the placeholders; the page itself never fails on it.
  return { stats: await loadSiteStats(context.get(servicesContext)) };
}

// Client navigations only: the page shows at once, with 'Loading achievements...' if slow.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferWhenSlow(serverLoader());
}

// Why the academy exists and where it is heading, each in a card with its own tile colour.
const PURPOSE = [
  {
    title: "Our mission",
    Icon: TargetIcon,
    tile: "bg-brand-50 text-brand-700",
    text: "To give farmers practical skills, proven technology and honest advice, so they produce more from the land they have, earn more from it, and leave the soil healthier than they found it.",
  },
  {
    title: "Our vision",
    Icon: EyeIcon,
    tile: "bg-accent-50 text-accent-700",
    text: "A Nigeria where every farmer has the knowledge and support to feed the nation profitably and sustainably, and where young people choose farming with pride.",
  },
] as const;

// The academy's six values; one line each, so the page stays short on a phone.
const VALUES = [
  {
    title: "Practical knowledge",
    Icon: SproutIcon,
    text: "What works on a real Nigerian farm, with the tools and budgets farmers actually have.",
  },
  {
    title: "Sustainability",
    Icon: LeafIcon,
    text: "Good yields this season without costing the soil, the water or the next generation.",
  },
  {
    title: "Integrity",
    Icon: HeartIcon,
    text: "Honest advice: we recommend only what we would do on our own farms.",
  },
  {
    title: "Innovation",
    Icon: CpuIcon,
    text: "New tools tried in the field first, so we share only what truly pays off.",
  },
  {
    title: "Community",
    Icon: UsersIcon,
    text: "Farmers learn fastest from other farmers, in class, in the field and on WhatsApp.",
  },
  {
    title: "Excellence",
    Icon: AwardIcon,
    text: "We measure ourselves by the results on our learners' farms.",
  },
] as const;

// The three parts of the logo and what each stands for.
const SYMBOLS = [
  {
    title: "The sprout",
    Icon: SproutSymbol,
    text: "Growth that starts small: its two leaves are learning and practice.",
  },
  {
    title: "The sun",
    Icon: SunSymbol,
    text: "The energy every harvest depends on, and the hope of a new season.",
  },
  {
    title: "The field",
    Icon: FurrowSymbol,
    text: "The land itself, which we teach farmers to care for so it keeps giving.",
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
        <div className="container-page relative grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:py-16">
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
              {siteName} is an agricultural training academy and consultancy in Lagos. Our
              agronomists, vets and engineers, many of them farmers too, teach smallholders and
              agro-entrepreneurs across Nigeria online, in the field and one to one.
            </p>
          </div>
          {/* Decoration: left out on phones, where it would only push the content down. */}
          <AboutIllustration className="hidden w-full lg:block" />
        </div>
      </section>

      <PageSection id="purpose-title" className="py-10 sm:py-14">
        <h2 id="purpose-title" className="sr-only">
          Our mission and vision
        </h2>
        <div className="grid gap-4 md:grid-cols-2 md:gap-5">
          {PURPOSE.map(({ title, text, Icon, tile }) => (
            <article
              key={title}
              className="rounded-2xl border border-border bg-surface p-5 shadow-xs sm:p-6"
            >
              <h3 className="flex items-center gap-3 text-xl font-bold text-ink">
                <span
                  className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tile}`}
                >
                  <Icon className="size-6" />
                </span>
                {title}
              </h3>
              <p className="mt-3 text-ink-muted">{text}</p>
            </article>
          ))}
        </div>
      </PageSection>

      <section aria-labelledby="slogan-title" className="bg-brand-800 py-10 sm:py-14">
        <div className="container-page max-w-3xl text-center">
          <h2
            id="slogan-title"
            className="text-sm font-bold tracking-wider text-accent-300 uppercase"
          >
            Our slogan
          </h2>
          <p className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-5xl">
            {slogan}
          </p>
          <p className="mt-4 text-lg text-brand-100">
            Knowledge you can put to work at once, measured in crates, bags and tonnes from your
            farm.
          </p>
        </div>
      </section>

      <PageSection id="brand-title" className="py-10 sm:py-14">
        <div className="flex items-center gap-4 sm:gap-6">
          <LogoMark className="size-16 sm:size-20" />
          <SectionHeading id="brand-title" eyebrow="Brand symbols" title="What our logo stands for">
            <p>A young plant rising from a ploughed field under the harvest sun.</p>
          </SectionHeading>
        </div>
        <FeatureList
          items={SYMBOLS}
          layout="row"
          bare
          className="mt-6 grid gap-3 sm:grid-cols-3 sm:gap-5"
        />
      </PageSection>

      <PageSection
        id="achievements-title"
        className="border-y border-border bg-surface-muted py-10 sm:py-14"
      >
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">Achievements</p>
          <h2 id="achievements-title" className="mt-2 text-3xl font-bold text-ink sm:text-4xl">
            What we have achieved together
          </h2>
        </div>
        <DeferredContent
          value={loaderData}
          fallback={
            <p role="status" className="mt-8 text-center text-lg text-ink-muted">
              Loading achievements...
            </p>
          }
        >
          {({ stats }) => <StatList items={statItems(stats)} tone="light" className="mt-8" />}
        </DeferredContent>
      </PageSection>

      <PageSection id="values-title" className="py-10 sm:py-14">
        <SectionHeading id="values-title" eyebrow="What guides us" title="Our values" />
        <FeatureList
          items={VALUES}
          layout="row"
          className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3"
        />
      </PageSection>

      <PageSection
        id="services-title"
        className="border-y border-border bg-surface-muted py-10 sm:py-14"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
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
        <div className="mt-6">
          <ServiceOfferGrid compact />
        </div>
      </PageSection>

      <CallToAction
        id="cta-title"
        title="Grow with us"
        primary={{ to: "/academy", label: "Join Academy" }}
        secondary={{ to: "/consulting", label: "Book Consultation" }}
      >
        Start a course on your phone today, or book an expert to plan your next season.
      </CallToAction>
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
