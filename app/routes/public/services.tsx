import { PageHero } from "~/components/content/page-hero";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import {
  ArrowRightIcon,
  BookIcon,
  CheckCircleIcon,
  FlaskIcon,
  LightbulbIcon,
  TractorIcon,
} from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { services } from "~/i18n/messages/services";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/services";

/**
 * The four services of the Services page, each with its page; their words (title, text, five
 * features, the link's label) are the `services` messages of the same key.
 */
const SERVICES = [
  { id: "education", Icon: BookIcon, to: "/academy" },
  { id: "production", Icon: TractorIcon, to: "/contact" },
  { id: "research", Icon: FlaskIcon, to: "/research" },
  { id: "innovation", Icon: LightbulbIcon, to: "/journey" },
] as const;

const FEATURES = ["f1", "f2", "f3", "f4", "f5"] as const;

export function loader({ context }: Route.LoaderArgs) {
  return messagesFor(context.get(localeContext), services);
}

export default function Services() {
  const t = useT(services);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={<p>{t.lead}</p>}>
        <nav aria-label={t.onThisPage}>
          <ul className="flex flex-wrap gap-2">
            {SERVICES.map((service) => (
              <li key={service.id}>
                <a
                  href={`#${service.id}`}
                  className="inline-flex h-10 items-center rounded-full border border-border-strong bg-surface px-4 text-sm font-semibold text-ink hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800 focus-visible:focus-ring"
                >
                  {t[service.id].title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <div className="container-page space-y-8 py-12 sm:space-y-10 sm:py-16">
        {SERVICES.map(({ Icon, id, to }, index) => {
          const service = t[id];
          return (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-title`}
              className={cn(
                "grid gap-6 rounded-2xl border border-border p-6 shadow-xs sm:p-8 lg:grid-cols-[1fr_1.2fr] lg:gap-10 lg:p-10",
                index % 2 === 0 ? "bg-surface" : "bg-surface-muted",
              )}
            >
              <div>
                <span className="flex size-14 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-8" />
                </span>
                <h2 id={`${id}-title`} className="mt-5 text-2xl font-bold text-ink sm:text-3xl">
                  {service.title}
                </h2>
                <p className="mt-3 text-lg text-ink-muted">{service.text}</p>
                <Link to={to} className={cn(buttonClasses(), "mt-6 w-full sm:w-auto")}>
                  {service.link}
                  <ArrowRightIcon className="size-5" />
                </Link>
              </div>
              <div>
                <h3 className="text-sm font-bold tracking-wider text-accent-700 uppercase">
                  {t.whatWeOffer}
                </h3>
                <ul className="mt-4 space-y-3">
                  {FEATURES.map((feature) => (
                    <li key={feature} className="flex gap-3 text-ink">
                      <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                      <span>{service.features[feature]}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, services)?.meta;
  return pageMeta(matches, {
    title: t?.title ?? "Services",
    description:
      t?.description ??
      "Education and training, production support, research and innovation for farmers and agro-entrepreneurs in Nigeria.",
    path: "/services",
  });
};
