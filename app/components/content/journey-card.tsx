import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { CalendarIcon, MapPinIcon, UserIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { CARD_SIZES, Picture } from "~/components/ui/picture";
import type { JourneyType } from "~/domain/journey/journey.filters";
import type { JourneyCardItem } from "~/domain/journey/journey.server";
import { formatWatTime } from "~/domain/journey/journey-format";
import { common } from "~/i18n/messages/common";
import { contentPages } from "~/i18n/messages/content-pages";
import { useLocale, useT } from "~/i18n/react";
import { formatDate } from "~/lib/format";
import { readTimeLabel } from "~/lib/read-time";

export const JOURNEY_BADGE: Record<JourneyType, BadgeVariant> = {
  article: "neutral",
  video: "info",
  image: "accent",
  story: "success",
  event: "warning",
  research: "brand",
  course: "info",
};

/** What a card shows of a journey item (its id is not needed here). */
export type JourneyCardData = Omit<JourneyCardItem, "id">;

/** A soft field scene in the type's colours, for items published without a picture. */
export function JourneyFallbackArt({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 640 360"
      width={640}
      height={360}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="640" height="360" fill="#f0f7f1" />
      <circle cx="520" cy="90" r="42" fill="#fcd98b" />
      <path d="M0 250 Q320 190 640 240 V360 H0Z" fill="#b8dbc0" />
      <path d="M0 300 Q300 250 640 295 V360 H0Z" fill="#56a067" />
      <path
        d="M120 300 c0-40 10-70 30-90 M150 300 c0-30-8-55-25-70 M300 305 c0-44 12-76 34-98 M334 305 c0-32-9-60-27-76"
        stroke="#1e5b2a"
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/**
 * A journey item in a grid. The whole card is one link to its page; it is a full page load so
 * the visit is a document request, which is what the view counter counts.
 */
export function JourneyCard({
  item,
  headingLevel = "h2",
  eager = false,
}: {
  item: JourneyCardData;
  headingLevel?: "h2" | "h3";
  eager?: boolean;
}) {
  const Heading = headingLevel;
  const types = useT(contentPages).journey.types;
  const { minutesRead } = useT(common);
  const locale = useLocale();
  const image = item.thumbnail ?? item.imageUrl;
  const isEvent = item.type === "event";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-xs transition-shadow hover:shadow-md has-[a:focus-visible]:focus-ring">
      <div className="aspect-video overflow-hidden bg-surface-sunken">
        {image ? (
          <Picture
            src={image}
            sizes={CARD_SIZES}
            width={640}
            height={360}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <JourneyFallbackArt className="size-full" />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant={JOURNEY_BADGE[item.type]}>{types[item.type]}</Badge>
          <time
            dateTime={item.date.toISOString()}
            className="inline-flex items-center gap-1.5 text-sm text-ink-muted"
          >
            <CalendarIcon className="size-4" />
            {isEvent
              ? `${formatDate(item.date, locale)}, ${formatWatTime(item.date)}`
              : formatDate(item.date, locale)}
          </time>
        </div>
        <Heading className="mt-3 text-lg leading-snug font-bold text-ink">
          <Link
            to={`/journey/${item.slug}`}
            reloadDocument
            className="outline-none after:absolute after:inset-0 group-hover:text-brand-800"
          >
            {item.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-ink-muted">{item.description}</p>
        <p
          className={cn(
            "mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-border pt-3 text-sm text-ink-muted",
          )}
        >
          {isEvent && item.location ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPinIcon className="size-4 shrink-0" />
              {item.location}
            </span>
          ) : (
            <>
              <span className="inline-flex items-center gap-1.5">
                <UserIcon className="size-4 shrink-0" />
                {item.author}
              </span>
              {item.readTime ? (
                <>
                  <span aria-hidden="true">·</span>
                  <span>{readTimeLabel(item.readTime, minutesRead)}</span>
                </>
              ) : null}
            </>
          )}
        </p>
      </div>
    </article>
  );
}
