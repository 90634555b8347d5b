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
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/services";

/** The four services of the Services page, each with its feature list and its page. */
const SERVICES = [
  {
    id: "education",
    title: "Education & Training",
    Icon: BookIcon,
    text: "Practical courses you can follow on your phone, and hands-on training days on our demonstration plots.",
    features: [
      "Self-paced online courses in crops, livestock, technology and farm business",
      "Short video lessons that work on mobile data, with guides to download",
      "Certificates you can verify when you complete a course",
      "Field days and workshops on our demonstration plot in Epe",
      "Group training for cooperatives, NGOs and companies",
    ],
    link: { to: "/academy", label: "Explore the Academy" },
  },
  {
    id: "production",
    title: "Production",
    Icon: TractorIcon,
    text: "Hands-on support to plan, set up and run a productive farm, from the first soil test to the first sale.",
    features: [
      "Farm planning and enterprise selection for your land and budget",
      "Crop, poultry, fish and livestock production advice",
      "Irrigation, greenhouse and storage design",
      "Sourcing quality seed, feed, fertiliser and equipment",
      "Post-harvest handling and links to buyers",
    ],
    link: { to: "/contact", label: "Talk to us about production" },
  },
  {
    id: "research",
    title: "Research",
    Icon: FlaskIcon,
    text: "On-farm research that answers farmers' questions, published openly so everyone can use it.",
    features: [
      "Variety and planting trials on farmers' own fields",
      "Soil surveys and testing with fertiliser recommendations",
      "Rainfall and climate analysis for planting decisions",
      "Research papers and open data sets, free to download",
      "Research partnerships with universities and companies",
    ],
    link: { to: "/research", label: "Browse our research" },
  },
  {
    id: "innovation",
    title: "Innovation",
    Icon: LightbulbIcon,
    text: "Trying new tools and practices with farmers, and sharing what works and what does not.",
    features: [
      "Low-cost sensors, drip kits and smart-farming tools, tested in the field",
      "Climate-smart practices: cover crops, residue retention, early planting",
      "Pilot projects with cooperatives and partners",
      "Digital records and planning tools for small farms",
      "Stories, events and results shared on Our Journey",
    ],
    link: { to: "/journey", label: "Follow Our Journey" },
  },
] as const;

export default function Services() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Everything a farm needs to grow"
        lead={
          <p>
            Education, production support, research and innovation: four ways we help farmers and
            agro-entrepreneurs learn to produce more.
          </p>
        }
      >
        <nav aria-label="Services on this page">
          <ul className="flex flex-wrap gap-2">
            {SERVICES.map((service) => (
              <li key={service.id}>
                <a
                  href={`#${service.id}`}
                  className="inline-flex h-10 items-center rounded-full border border-border-strong bg-surface px-4 text-sm font-semibold text-ink hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800 focus-visible:focus-ring"
                >
                  {service.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <div className="container-page space-y-8 py-12 sm:space-y-10 sm:py-16">
        {SERVICES.map(({ Icon, ...service }, index) => (
          <section
            key={service.id}
            id={service.id}
            aria-labelledby={`${service.id}-title`}
            className={cn(
              "grid gap-6 rounded-2xl border border-border p-6 shadow-xs sm:p-8 lg:grid-cols-[1fr_1.2fr] lg:gap-10 lg:p-10",
              index % 2 === 0 ? "bg-surface" : "bg-surface-muted",
            )}
          >
            <div>
              <span className="flex size-14 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-8" />
              </span>
              <h2
                id={`${service.id}-title`}
                className="mt-5 text-2xl font-bold text-ink sm:text-3xl"
              >
                {service.title}
              </h2>
              <p className="mt-3 text-lg text-ink-muted">{service.text}</p>
              <Link to={service.link.to} className={cn(buttonClasses(), "mt-6 w-full sm:w-auto")}>
                {service.link.label}
                <ArrowRightIcon className="size-5" />
              </Link>
            </div>
            <div>
              <h3 className="text-sm font-bold tracking-wider text-accent-700 uppercase">
                What we offer
              </h3>
              <ul className="mt-4 space-y-3">
                {service.features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-ink">
                    <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ))}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Services",
    description:
      "Education and training, production support, research and innovation for farmers and agro-entrepreneurs in Nigeria.",
    path: "/services",
  });
