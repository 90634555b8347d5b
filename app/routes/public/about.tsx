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
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { about } from "~/i18n/messages/about";
import { siteSections } from "~/i18n/messages/site-sections";
import { metaT } from "~/i18n/meta";
import { ABOUT_MESSAGE_FILES } from "~/i18n/page-messages";
import { useT } from "~/i18n/react";
import { deferPageWhenSlow } from "~/lib/defer-page";
import { pageMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/about";

export async function loader({ context }: Route.LoaderArgs) {
  // A failing query keeps the placeholders; the page itself never fails on it.
  return {
    ...messagesFor(context.get(localeContext), about, siteSections),
    stats: await loadSiteStats(context.get(servicesContext)),
  };
}

// Client navigations only: the page shows at once, with 'Loading achievements...' if slow.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return deferPageWhenSlow("routes/public/about", request, serverLoader(), ABOUT_MESSAGE_FILES);
}

// Why the academy exists and where it is heading, each in a card with its own tile colour.
const PURPOSE = [
  { key: "mission", Icon: TargetIcon, tile: "bg-brand-50 text-brand-700" },
  { key: "vision", Icon: EyeIcon, tile: "bg-accent-50 text-accent-700" },
] as const;

// The academy's six values; one line each, so the page stays short on a phone.
const VALUES = [
  { key: "practical", Icon: SproutIcon },
  { key: "sustainability", Icon: LeafIcon },
  { key: "integrity", Icon: HeartIcon },
  { key: "innovation", Icon: CpuIcon },
  { key: "community", Icon: UsersIcon },
  { key: "excellence", Icon: AwardIcon },
] as const;

// The three parts of the logo and what each stands for.
const SYMBOLS = [
  { key: "sprout", Icon: SproutSymbol },
  { key: "sun", Icon: SunSymbol },
  { key: "field", Icon: FurrowSymbol },
] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const t = useT(about);
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
              {t.hero.eyebrow({ siteName })}
            </p>
            <h1
              id="about-title"
              className="mt-3 text-display font-extrabold tracking-tight text-ink"
            >
              {t.hero.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-ink-muted">{t.hero.lead({ siteName })}</p>
          </div>
          {/* Decoration: left out on phones, where it would only push the content down. */}
          <AboutIllustration className="hidden w-full lg:block" />
        </div>
      </section>

      <PageSection id="purpose-title" className="py-10 sm:py-14">
        <h2 id="purpose-title" className="sr-only">
          {t.purpose.title}
        </h2>
        <div className="grid gap-4 md:grid-cols-2 md:gap-5">
          {PURPOSE.map(({ key, Icon, tile }) => (
            <article
              key={key}
              className="rounded-2xl border border-border bg-surface p-5 shadow-xs sm:p-6"
            >
              <h3 className="flex items-center gap-3 text-xl font-bold text-ink">
                <span
                  className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tile}`}
                >
                  <Icon className="size-6" />
                </span>
                {t.purpose[key].title}
              </h3>
              <p className="mt-3 text-ink-muted">{t.purpose[key].text}</p>
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
            {t.slogan.title}
          </h2>
          <p className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-5xl">
            {slogan}
          </p>
          <p className="mt-4 text-lg text-brand-100">{t.slogan.text}</p>
        </div>
      </section>

      <PageSection id="brand-title" className="py-10 sm:py-14">
        <div className="flex items-center gap-4 sm:gap-6">
          <LogoMark className="size-16 sm:size-20" />
          <SectionHeading id="brand-title" eyebrow={t.brand.eyebrow} title={t.brand.title}>
            <p>{t.brand.intro}</p>
          </SectionHeading>
        </div>
        <FeatureList
          items={SYMBOLS.map(({ key, Icon }) => ({ ...t.brand[key], Icon }))}
          layout="row"
          bare
          className="mt-6 grid gap-3 sm:grid-cols-3 sm:gap-5"
        />
      </PageSection>

      <DeferredContent
        value={loaderData}
        fallback={
          <Achievements eyebrow={t.achievements.eyebrow} title={t.achievements.title}>
            <p role="status" className="mt-8 text-center text-lg text-ink-muted">
              {t.achievements.loading}
            </p>
          </Achievements>
        }
      >
        {({ stats }) => {
          // Only the figures staff have entered: before any, the section is left out.
          const items = statItems(stats);
          return items.length === 0 ? null : (
            <Achievements eyebrow={t.achievements.eyebrow} title={t.achievements.title}>
              <StatList items={items} tone="light" className="mt-8" />
            </Achievements>
          );
        }}
      </DeferredContent>

      <PageSection id="values-title" className="py-10 sm:py-14">
        <SectionHeading id="values-title" eyebrow={t.values.eyebrow} title={t.values.title} />
        <FeatureList
          items={VALUES.map(({ key, Icon }) => ({ ...t.values[key], Icon }))}
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
            eyebrow={t.services.eyebrow}
            title={t.services.title}
          />
          <ButtonLink to="/services" variant="outline">
            {t.services.all}
            <ArrowRightIcon className="size-5" />
          </ButtonLink>
        </div>
        <div className="mt-6">
          <ServiceOfferGrid compact />
        </div>
      </PageSection>

      <CallToAction
        id="cta-title"
        title={t.cta.title}
        primary={{ to: "/academy", label: t.cta.join }}
        secondary={{ to: "/consulting", label: t.cta.book }}
      >
        {t.cta.text}
      </CallToAction>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteName = matches[0]?.loaderData?.site.siteName ?? "AFA Academy";
  const t = metaT(matches, about)?.meta;
  return pageMeta(matches, {
    title: t?.title ?? "About us",
    description:
      t?.description({ siteName }) ??
      `${siteName} is an agricultural training academy and consultancy in Lagos, Nigeria: our mission, vision, values and what we have achieved with farmers across the country.`,
    path: "/about",
  });
};

function Achievements({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <PageSection
      id="achievements-title"
      className="border-y border-border bg-surface-muted py-10 sm:py-14"
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">{eyebrow}</p>
        <h2 id="achievements-title" className="mt-2 text-3xl font-bold text-ink sm:text-4xl">
          {title}
        </h2>
      </div>
      {children}
    </PageSection>
  );
}
