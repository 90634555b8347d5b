import { data, isRouteErrorResponse } from "react-router";
import { JOURNEY_BADGE, JourneyCard } from "~/components/content/journey-card";
import { JourneyEventDetails } from "~/components/content/journey-event-details";
import { JourneyMedia } from "~/components/content/journey-media";
import { JsonLd } from "~/components/site/json-ld";
import { PageSection } from "~/components/site/page-sections";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { ChevronLeftIcon, EyeIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { isCountableRequest } from "~/domain/journey/countable-request";
import { eventJsonLd } from "~/domain/journey/event-json-ld";
import {
  getPublishedJourneyItem,
  listRelatedJourney,
  recordJourneyView,
} from "~/domain/journey/journey.server";
import { toParagraphs } from "~/domain/journey/journey-format";
import { messagesFor } from "~/i18n/catalog.server";
import { compileMessages, type MessageBundle } from "~/i18n/define";
import { localeContext } from "~/i18n/locale.server";
import { common } from "~/i18n/messages/common";
import { contentPages } from "~/i18n/messages/content-pages";
import type contentPagesEn from "~/i18n/messages/content-pages/en";
import { metaT } from "~/i18n/meta";
import { useLocale, useOptionalT, useT } from "~/i18n/react";
import { formatDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { pageTitle } from "~/lib/page-title";
import { readTimeLabel } from "~/lib/read-time";
import { useRootData } from "~/root";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/journey-item";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const messages = messagesFor(context.get(localeContext), contentPages);
  const item = await getPublishedJourneyItem(services.db, params.slug);
  // The 404 carries the page's words: its error boundary has no loader data to read them from.
  if (!item) throw data(messages, { status: 404 });
  // Only a person opening the page counts: not HEAD, crawlers, prefetches or revalidations.
  const views = isCountableRequest(request, { documentOnly: true })
    ? ((await recordJourneyView(services.db, item.id)) ?? item.views)
    : item.views;
  const related = await listRelatedJourney(services.db, item);
  const { content, ...rest } = item;
  return {
    ...messages,
    item: { ...rest, views, paragraphs: toParagraphs(content) },
    related,
    isUpcoming: item.date.getTime() > Date.now(),
  };
}

export default function JourneyItemPage({ loaderData }: Route.ComponentProps) {
  const { item, related, isUpcoming } = loaderData;
  const all = useT(contentPages);
  const { minutesRead } = useT(common);
  const t = all.item;
  const locale = useLocale();
  const isEvent = item.type === "event";
  const root = useRootData();
  return (
    <>
      {isEvent && root ? (
        <JsonLd
          value={eventJsonLd(item, { siteName: root.site.siteName, appUrl: root.site.appUrl })}
        />
      ) : null}
      <article aria-labelledby="page-title">
        <header className="border-b border-border bg-surface-muted">
          <div className="container-page max-w-3xl py-8 sm:py-12">
            <Link
              to="/journey"
              className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:focus-ring"
            >
              <ChevronLeftIcon className="size-4" />
              {t.back}
            </Link>
            <div className="mt-4 flex flex-wrap items-center gap-2">
              <Badge variant={JOURNEY_BADGE[item.type]}>{all.journey.types[item.type]}</Badge>
              {isEvent ? (
                <Badge variant={isUpcoming ? "success" : "neutral"}>
                  {isUpcoming ? t.upcoming : t.past}
                </Badge>
              ) : null}
            </div>
            <h1
              id="page-title"
              className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl lg:text-5xl"
            >
              {item.title}
            </h1>
            <p className="mt-4 text-lg text-ink-muted sm:text-xl">{item.description}</p>
            <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
              <div className="flex gap-1.5">
                <dt>{isEvent ? t.organisedBy : t.by}</dt>
                <dd className="font-semibold text-ink">{item.author}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt>{isEvent ? t.date : t.published}</dt>
                <dd>
                  <time dateTime={item.date.toISOString()}>{formatDate(item.date, locale)}</time>
                </dd>
              </div>
              {item.readTime ? (
                <div className="flex gap-1.5">
                  <dt className="sr-only">{t.readTime}</dt>
                  <dd>{readTimeLabel(item.readTime, minutesRead)}</dd>
                </div>
              ) : null}
              <div className="flex items-center gap-1.5">
                <dt>
                  <EyeIcon className="size-4" />
                  <span className="sr-only">{t.views}</span>
                </dt>
                <dd data-testid="journey-views">{t.viewCount({ count: item.views })}</dd>
              </div>
            </dl>
          </div>
        </header>

        <div className="container-page max-w-3xl py-8 sm:py-12">
          <JourneyMedia item={item} />

          {isEvent ? (
            <JourneyEventDetails
              className="mt-8"
              date={item.date}
              location={item.location}
              attendees={item.attendees}
              speakers={item.speakers}
              isUpcoming={isUpcoming}
            />
          ) : null}

          <div className="mt-8 space-y-5 text-lg text-ink">
            {item.paragraphs.map((paragraph, index) => (
              // Paragraphs have no identity of their own; their order never changes on a page.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </article>

      {related.length > 0 ? (
        <PageSection
          id="related-title"
          className="border-t border-border bg-surface-muted py-12 sm:py-16"
        >
          <h2 id="related-title" className="text-2xl font-bold text-ink sm:text-3xl">
            {all.journey.related[item.type]}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.id}>
                <JourneyCard item={other} headingLevel="h3" />
              </li>
            ))}
          </ul>
          <ButtonLink to="/journey" variant="outline" className="mt-8">
            {t.seeAll}
          </ButtonLink>
        </PageSection>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  if (!loaderData) {
    return [
      {
        title: pageTitle(matches, metaT(matches, common)?.errors.notFoundTitle ?? "Page not found"),
      },
      { name: "robots", content: "noindex" },
    ];
  }
  const { item } = loaderData;
  return [
    ...pageMeta(matches, {
      title: item.title,
      description: item.description,
      path: `/journey/${params.slug}`,
      image: item.imageUrl ?? item.thumbnail ?? undefined,
      type: "article",
    }),
    { property: "article:published_time", content: item.date.toISOString() },
    { property: "article:author", content: item.author },
  ];
};

/** The page's words on its error page: sent with the 404 (the loader threw them), else none. */
function useErrorWords(error: unknown) {
  const locale = useLocale();
  const sent = useOptionalT(contentPages);
  if (sent) return sent.item;
  const bundle = isRouteErrorResponse(error)
    ? (error.data as { messages?: MessageBundle } | null)?.messages
    : undefined;
  const tree = bundle?.[contentPages] as typeof contentPagesEn | undefined;
  return tree ? compileMessages(tree, locale).item : null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const t = useErrorWords(error);
  return (
    <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">
        {notFound ? (t?.error404 ?? "Error 404") : (t?.errorEyebrow ?? "Something went wrong")}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink sm:text-4xl">
        {notFound
          ? (t?.notFoundTitle ?? "Page not found")
          : (t?.errorTitle ?? "This page could not be loaded")}
      </h1>
      <p className="mt-3 max-w-md text-lg text-ink-muted">
        {notFound
          ? (t?.notFoundText ?? "This story or event does not exist or is no longer published.")
          : (t?.errorText ?? "Please try again in a moment.")}
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to="/journey" size="lg">
          {t?.browse ?? "Browse Our Journey"}
        </ButtonLink>
        <ButtonLink to="/" size="lg" variant="outline">
          {t?.goHome ?? "Go Home"}
        </ButtonLink>
      </div>
    </div>
  );
}
