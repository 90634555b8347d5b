import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { CalendarIcon, ClockIcon, MapPinIcon, UserIcon, UsersIcon } from "~/components/ui/icons";
import { formatEventDay, formatWatTime } from "~/domain/journey/journey-format";
import { contentPages } from "~/i18n/messages/content-pages";
import { useLocale, useT } from "~/i18n/react";

/** When and where an event is, who speaks, and how many people come (or came). */
export function JourneyEventDetails({
  date,
  location,
  attendees,
  speakers,
  isUpcoming,
  className,
}: {
  date: Date;
  location: string | null;
  attendees: number | null;
  speakers: string[];
  isUpcoming: boolean;
  className?: string;
}) {
  const t = useT(contentPages).event;
  const locale = useLocale();
  return (
    <section
      aria-labelledby="event-details-title"
      className={cn("rounded-xl border border-border bg-surface p-5 shadow-xs sm:p-6", className)}
    >
      <h2 id="event-details-title" className="text-xl font-bold text-ink">
        {t.title}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Detail icon={<CalendarIcon className="size-5" />} term={t.date}>
          <time dateTime={date.toISOString()}>{formatEventDay(date, locale)}</time>
        </Detail>
        <Detail icon={<ClockIcon className="size-5" />} term={t.time}>
          {formatWatTime(date)}
        </Detail>
        {location ? (
          <Detail icon={<MapPinIcon className="size-5" />} term={t.location}>
            {location}
          </Detail>
        ) : null}
        {attendees ? (
          <Detail
            icon={<UsersIcon className="size-5" />}
            term={isUpcoming ? t.places : t.attendees}
          >
            {isUpcoming ? t.upTo({ count: attendees }) : t.attended({ count: attendees })}
          </Detail>
        ) : null}
        {speakers.length > 0 ? (
          <Detail
            icon={<UserIcon className="size-5" />}
            term={t.speakers({ count: speakers.length })}
            className="sm:col-span-2"
          >
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {speakers.map((speaker) => (
                <li key={speaker}>{speaker}</li>
              ))}
            </ul>
          </Detail>
        ) : null}
      </dl>
      {isUpcoming ? (
        <div className="mt-5 flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-muted">{t.limited}</p>
          <ButtonLink to="/contact">{t.register}</ButtonLink>
        </div>
      ) : null}
    </section>
  );
}

function Detail({
  icon,
  term,
  children,
  className,
}: {
  icon: React.ReactNode;
  term: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    // A <dl> may only hold dt/dd pairs wrapped in one <div>: the icon sits inside the <dt>.
    <div className={cn("relative min-h-10 pl-13", className)}>
      <dt className="text-sm font-semibold text-ink-muted">
        <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </div>
  );
}
