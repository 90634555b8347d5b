import {
  ArrowRightIcon,
  BookIcon,
  ChatIcon,
  FlaskIcon,
  PlayCircleIcon,
} from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { siteSections } from "~/i18n/messages/site-sections";
import { useT } from "~/i18n/react";

/**
 * The four services of the academy, each with its page; their words are the `site-sections`
 * messages of the same key (the page's loader sends them).
 */
export const SERVICE_OFFERS = [
  { key: "academy", to: "/academy", Icon: BookIcon },
  { key: "training", to: "/training", Icon: PlayCircleIcon },
  { key: "consulting", to: "/consulting", Icon: ChatIcon },
  { key: "research", to: "/research", Icon: FlaskIcon },
] as const;

/** The services with their words in the page's language. */
function useServiceOffers() {
  const t = useT(siteSections);
  return {
    t,
    offers: SERVICE_OFFERS.map((offer) => ({ ...offer, ...t.offers[offer.key] })),
  };
}

/**
 * The services as linked cards; `headingLevel` keeps the page's heading order. `compact` lays
 * each one out as a short row (icon beside the text), for pages that only point to them.
 */
export function ServiceOfferGrid({
  headingLevel = "h3",
  compact = false,
}: {
  headingLevel?: "h2" | "h3";
  compact?: boolean;
}) {
  const Heading = headingLevel;
  const { t, offers } = useServiceOffers();
  if (compact) {
    return (
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4">
        {offers.map(({ Icon, ...offer }) => (
          <li key={offer.to}>
            <Link
              to={offer.to}
              className="group flex h-full items-start gap-4 rounded-xl border border-border bg-surface p-4 shadow-xs transition-colors hover:border-brand-300 focus-visible:focus-ring"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                <Icon className="size-6" />
              </span>
              <div className="min-w-0">
                <Heading className="inline-flex items-center gap-1 font-bold text-ink group-hover:text-brand-800">
                  {offer.title}
                  <ArrowRightIcon className="size-4 text-brand-700 transition-transform group-hover:translate-x-0.5" />
                </Heading>
                <p className="mt-1 text-sm text-ink-muted">{offer.text}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {offers.map(({ Icon, ...offer }) => (
        <li key={offer.to}>
          <Link
            to={offer.to}
            className="group flex h-full flex-col rounded-xl border border-border bg-surface p-6 shadow-xs transition-all hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-visible:focus-ring"
          >
            <span className="flex size-12 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
              <Icon className="size-7" />
            </span>
            <Heading className="mt-4 text-lg font-bold text-ink group-hover:text-brand-800">
              {offer.title}
            </Heading>
            <p className="mt-2 flex-1 text-ink-muted">{offer.text}</p>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
              {t.learnMore}
              <span className="sr-only">{t.learnMoreAbout({ title: offer.title })}</span>
              <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
