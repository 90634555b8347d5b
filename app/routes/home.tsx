import { data, useRouteLoaderData } from "react-router";
import { HeroIllustration } from "~/components/illustrations/hero-illustration";
import { JsonLd } from "~/components/site/json-ld";
import { LanguageSuggestion } from "~/components/site/language-suggestion";
import { NotFoundPage } from "~/components/site/not-found-page";
import { FeatureList, ON_BRAND_OUTLINE, PageSection } from "~/components/site/page-sections";
import { ServiceOfferGrid } from "~/components/site/service-offers";
import { StatList } from "~/components/site/stat-list";
import { SuccessStoryCard } from "~/components/site/success-story-card";
import { ButtonLink } from "~/components/ui/button";
import { DeferredContent } from "~/components/ui/deferred";
import {
  ArrowRightIcon,
  CheckCircleIcon,
  CpuIcon,
  LeafIcon,
  SproutIcon,
  UsersIcon,
} from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { SectionHeading } from "~/components/ui/section-heading";
import { organizationJsonLd } from "~/domain/site/organization";
import { statItems } from "~/domain/site/stats";
import { loadSiteStats } from "~/domain/site/stats.server";
import type { SuccessStory } from "~/domain/site/stories";
import { loadFeaturedStories } from "~/domain/site/stories.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";
import { common } from "~/i18n/messages/common";
import { home } from "~/i18n/messages/home";
import { siteSections } from "~/i18n/messages/site-sections";
import { metaT } from "~/i18n/meta";
import { HOME_MESSAGE_FILES } from "~/i18n/page-messages";
import { useT } from "~/i18n/react";
import { languageSuggestions } from "~/i18n/suggestions.server";
import type { Deferred } from "~/lib/defer";
import { deferPageWhenSlow } from "~/lib/defer-page";
import { pageMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/home";

type HomePageData = Exclude<Awaited<ReturnType<typeof loader>>, { data: unknown }>;

export async function loader({ context, params }: Route.LoaderArgs) {
  // "/no-such" matches this page with an unknown language code: no page of ours. Answered here
  // (not in the language middleware, before the root loader), so the site's 404 page shows
  // inside its frame, as for any other unknown address.
  if (params.lang !== undefined && !isLocale(params.lang)) {
    return data(
      { notFound: true as const, ...messagesFor(context.get(localeContext)) },
      { status: 404 },
    );
  }
  const services = context.get(servicesContext);
  // Both fall back quietly (placeholders, built-in stories): the home page never fails on them.
  const [stats, stories] = await Promise.all([
    loadSiteStats(services),
    loadFeaturedStories(services),
  ]);
  const locale = context.get(localeContext);
  return {
    ...messagesFor(locale, home, siteSections),
    // The English page offers the other languages (never a redirect).
    suggestions: locale === DEFAULT_LOCALE ? languageSuggestions() : null,
    stats,
    stories,
  };
}

// Client navigations only: the first load is server-rendered with its data.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return deferPageWhenSlow("routes/home", request, serverLoader(), HOME_MESSAGE_FILES);
}

// The four values, their words in the `home` messages of the same key.
const VALUES = [
  { key: "practical", Icon: SproutIcon },
  { key: "sustainable", Icon: LeafIcon },
  { key: "technology", Icon: CpuIcon },
  { key: "community", Icon: UsersIcon },
] as const;

const HERO_POINTS = ["phone", "certificates", "advice", "lagos"] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage />;
  // A client navigation's deferred data is the home page's own: /no-such is answered whole.
  return <HomePage data={loaderData as HomePageData | Deferred<HomePageData>} />;
}

function HomePage({ data: loaderData }: { data: HomePageData | Deferred<HomePageData> }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const t = useT(home);
  const siteName = root?.site.siteName ?? "AFA Academy";
  const slogan = root?.site.slogan ?? "Learn to produce more.";
  // Present on the server-rendered page (a deferred client navigation has none to show).
  const suggestions = "suggestions" in loaderData ? loaderData.suggestions : null;
  return (
    <>
      {suggestions ? <LanguageSuggestion suggestions={suggestions} /> : null}
      {root ? <JsonLd value={organizationJsonLd(root.site, root.site.appUrl)} /> : null}
      <section aria-labelledby="hero-title" className="relative overflow-hidden bg-surface-muted">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-40 size-[36rem] rounded-full bg-brand-100/60 blur-3xl"
        />
        <div className="container-page relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              <SproutIcon className="size-4" />
              {t.hero.badge}
            </p>
            <h1
              id="hero-title"
              className="mt-5 text-display font-extrabold tracking-tight text-ink"
            >
              {t.hero.title}
            </h1>
            <p className="mt-4 text-2xl font-bold text-accent-700">{slogan}</p>
            <p className="mt-4 max-w-xl text-lg text-ink-muted">{t.hero.lead({ siteName })}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/consulting" size="lg">
                {t.hero.bookConsultation}
              </ButtonLink>
              <ButtonLink to="/academy" size="lg" variant="outline">
                {t.hero.joinAcademy}
                <ArrowRightIcon className="size-5" />
              </ButtonLink>
            </div>
            <ul className="mt-8 grid gap-2 text-sm text-ink-muted sm:grid-cols-2">
              {HERO_POINTS.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <CheckCircleIcon className="size-4 shrink-0 text-brand-600" />
                  {t.hero.points[point]}
                </li>
              ))}
            </ul>
          </div>
          <HeroIllustration className="mx-auto w-full max-w-md lg:max-w-none" />
        </div>
      </section>

      <DeferredContent
        value={loaderData}
        fallback={
          <ImpactBand title={t.impact.title}>
            <p role="status" className="sr-only">
              {t.impact.loading}
            </p>
            <StatList items={statItems(null)} className="mt-8" />
          </ImpactBand>
        }
      >
        {({ stats }) => {
          // Only the figures staff have entered: before any, the band is left out.
          const items = statItems(stats);
          return items.length === 0 ? null : (
            <ImpactBand title={t.impact.title}>
              <StatList items={items} className="mt-8" />
            </ImpactBand>
          );
        }}
      </DeferredContent>

      <PageSection id="values-title" className="py-16 sm:py-20">
        <SectionHeading id="values-title" eyebrow={t.values.eyebrow} title={t.values.title}>
          <p>{t.values.intro}</p>
        </SectionHeading>
        <FeatureList
          items={VALUES.map(({ key, Icon }) => ({ ...t.values[key], Icon }))}
          layout="stacked"
          className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
        />
      </PageSection>

      <PageSection
        id="offers-title"
        className="border-y border-border bg-surface-muted py-16 sm:py-20"
      >
        <SectionHeading id="offers-title" eyebrow={t.offers.eyebrow} title={t.offers.title} />
        <div className="mt-10">
          <ServiceOfferGrid />
        </div>
      </PageSection>

      <DeferredContent
        value={loaderData}
        fallback={
          <p role="status" className="container-page py-16 text-center text-ink-muted">
            {t.stories.loading}
          </p>
        }
      >
        {({ stories }) => (stories.length > 0 ? <StoriesSection stories={stories} /> : null)}
      </DeferredContent>

      <PageSection id="cta-title" className="py-16 sm:py-20">
        <div className="relative overflow-hidden rounded-2xl bg-brand-800 px-6 py-12 text-center shadow-lg sm:px-12 sm:py-16">
          <svg
            aria-hidden="true"
            viewBox="0 0 400 120"
            preserveAspectRatio="none"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-24 w-full text-brand-700"
          >
            <path d="M0 70c80-30 160-34 240-16s120 16 160 4v62H0Z" fill="currentColor" />
            <path d="M0 96c120-22 260-22 400 0v24H0Z" fill="#256b39" />
          </svg>
          <div className="relative">
            <h2 id="cta-title" className="text-3xl font-bold text-white sm:text-4xl">
              {t.cta.title}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{t.cta.text}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to="/register" size="lg" variant="secondary">
                {t.cta.start}
              </ButtonLink>
              <ButtonLink to="/contact" size="lg" variant="outline" className={ON_BRAND_OUTLINE}>
                {t.cta.contact}
              </ButtonLink>
            </div>
          </div>
        </div>
      </PageSection>
    </>
  );
}

function StoriesSection({ stories }: { stories: readonly SuccessStory[] }) {
  const t = useT(home).stories;
  return (
    <PageSection id="stories-title" className="py-16 sm:py-20">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading id="stories-title" eyebrow={t.eyebrow} title={t.title}>
          <p>{t.intro}</p>
        </SectionHeading>
        <Link
          to="/journey"
          className="inline-flex shrink-0 items-center gap-1 rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
        >
          {t.more}
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
      <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {stories.map((story) => (
          <li key={story.id}>
            <SuccessStoryCard story={story} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteName = matches[0]?.loaderData?.site.siteName ?? "AFA Academy";
  if (loaderData && "notFound" in loaderData) {
    const title = metaT(matches, common)?.errors.notFoundTitle ?? "Page not found";
    return [{ title: `${title} | ${siteName}` }, { name: "robots", content: "noindex" }];
  }
  const t = metaT(matches, home)?.meta;
  return pageMeta(matches, {
    title: t?.title ?? "Agricultural training and consultancy in Lagos, Nigeria",
    description:
      t?.description({ siteName }) ??
      `${siteName} trains farmers and agro-entrepreneurs in practical, sustainable and modern agriculture, with online courses, hands-on training and expert consultation. Learn to produce more.`,
    path: "/",
  });
};

function ImpactBand({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <PageSection id="impact-title" className="bg-brand-800 py-12 sm:py-14">
      <h2
        id="impact-title"
        className="text-center text-sm font-bold tracking-wider text-accent-300 uppercase"
      >
        {title}
      </h2>
      {children}
    </PageSection>
  );
}
