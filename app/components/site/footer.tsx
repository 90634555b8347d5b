import { configuredNetworks } from "~/components/forms/social-buttons";
import {
  ClockIcon,
  ExternalLinkIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
} from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { common } from "~/i18n/messages/common";
import { useT } from "~/i18n/react";
import type { RootData } from "~/root";
import { mailtoLink, mapsSearchLink, telLink } from "./contact-links";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { FOOTER_NAV } from "./nav-links";
import { OpeningHoursText } from "./opening-hours";

type Site = RootData["site"];

const linkClasses =
  "rounded-sm text-brand-100 underline-offset-4 hover:text-white hover:underline focus-visible:focus-ring";

// A signed-in visitor has an account already: the footer offers them no Login or Register.
const ACCOUNT_LINKS = new Set<string>(["/login", "/register"]);

export function Footer({ site, year, signedIn }: { site: Site; year: number; signedIn: boolean }) {
  const tel = telLink(site.phone);
  const mailto = mailtoLink(site.contactEmail);
  const socials = configuredNetworks(site.social);
  const t = useT(common);
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.3fr_repeat(3,1fr)_1.4fr] lg:gap-8 lg:py-16">
        <div className="max-w-sm space-y-4">
          <Link
            to="/"
            className="inline-block rounded-md focus-visible:focus-ring"
            aria-label={t.header.homeLink({ siteName: site.siteName })}
          >
            <Logo siteName={site.siteName} tone="light" />
          </Link>
          <p className="text-lg font-semibold text-accent-300">{site.slogan}</p>
          <p className="text-sm">{t.footer.about}</p>
          {socials.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t.footer.socialMedia}>
              {socials.map(({ key, label, Icon }) => (
                <li key={key}>
                  <a
                    href={site.social[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-400 hover:text-brand-950 focus-visible:focus-ring"
                  >
                    <Icon />
                    <span className="sr-only">
                      {label} {t.newTab}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-2 lg:col-span-3 lg:contents">
          {FOOTER_NAV.map((group) => (
            <nav key={group.title} aria-label={t.footer[group.title]}>
              <h2 className="text-sm font-bold tracking-wider text-white uppercase">
                {t.footer[group.title]}
              </h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {group.links
                  .filter((link) => !(signedIn && ACCOUNT_LINKS.has(link.to)))
                  .map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={linkClasses}>
                        {t.nav[link.label]}
                      </Link>
                    </li>
                  ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="md:col-span-2 lg:col-span-1">
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">
            {t.footer.contactUs}
          </h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <span>
                {site.address}
                <br />
                <a
                  href={mapsSearchLink(site.address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${linkClasses} inline-flex items-center gap-1 font-semibold text-white underline`}
                >
                  {t.footer.viewOnMap}
                  <ExternalLinkIcon className="size-3.5" />
                  <span className="sr-only">{t.newTab}</span>
                </a>
              </span>
            </p>
            {tel ? (
              <p className="flex gap-3">
                <PhoneIcon className="mt-0.5 size-5 shrink-0 text-accent-300" />
                <a href={tel} className={linkClasses}>
                  {site.phone}
                </a>
              </p>
            ) : null}
            {mailto ? (
              <p className="flex gap-3">
                <MailIcon className="mt-0.5 size-5 shrink-0 text-accent-300" />
                <a href={mailto} className={`${linkClasses} break-all`}>
                  {site.contactEmail}
                </a>
              </p>
            ) : null}
            <p className="flex gap-3">
              <ClockIcon className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <span>
                <OpeningHoursText text={site.openingHoursWeekdays} />
                <br />
                <OpeningHoursText text={site.openingHoursSaturday} />
              </span>
            </p>
          </address>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between sm:pb-6">
          <p>{t.footer.rights({ year: String(year), siteName: site.siteName })}</p>
          <LanguageSwitcher placement="footer" />
          <p className="font-semibold text-accent-300">{site.slogan}</p>
        </div>
      </div>
    </footer>
  );
}
