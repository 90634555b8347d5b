import { mailtoLink, telLink } from "~/components/site/contact-links";
import { OpeningHoursText } from "~/components/site/opening-hours";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import { publicForms } from "~/i18n/messages/public-forms";
import { useT } from "~/i18n/react";

type Site = {
  address: string;
  phone: string;
  contactEmail: string;
  openingHoursWeekdays: string;
  openingHoursSaturday: string;
};

const linkClasses =
  "rounded-sm font-semibold break-words text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline focus-visible:focus-ring";

/** The four contact-information cards of /contact, from the site settings. */
export function ContactCards({ site }: { site: Site }) {
  const t = useT(publicForms).contactCards;
  const tel = telLink(site.phone);
  const mailto = mailtoLink(site.contactEmail);
  const cards = [
    {
      title: t.visitTitle,
      Icon: MapPinIcon,
      body: <p className="font-semibold text-ink">{site.address}</p>,
      note: t.visitNote,
    },
    {
      title: t.callTitle,
      Icon: PhoneIcon,
      body: tel ? (
        <a href={tel} className={linkClasses}>
          {site.phone}
        </a>
      ) : (
        <p className="font-semibold text-ink">{site.phone}</p>
      ),
      note: t.callNote,
    },
    {
      title: t.emailTitle,
      Icon: MailIcon,
      body: mailto ? (
        <a href={mailto} className={linkClasses}>
          {site.contactEmail}
        </a>
      ) : (
        <p className="font-semibold text-ink">{site.contactEmail}</p>
      ),
      note: t.emailNote,
    },
    {
      title: t.hoursTitle,
      Icon: ClockIcon,
      body: (
        <p className="font-semibold text-ink">
          <OpeningHoursText text={site.openingHoursWeekdays} />
          <br />
          <OpeningHoursText text={site.openingHoursSaturday} />
        </p>
      ),
      note: t.hoursNote,
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ title, Icon, body, note }) => (
        <li
          key={title}
          className="flex gap-4 rounded-xl border border-border bg-surface p-5 shadow-xs lg:flex-col lg:gap-3"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon className="size-6" />
          </span>
          <div className="min-w-0">
            <h3 className="text-base font-bold text-ink">{title}</h3>
            <div className="mt-1 text-base">{body}</div>
            <p className="mt-1.5 text-sm text-ink-muted">{note}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
