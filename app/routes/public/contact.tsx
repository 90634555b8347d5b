import { useRouteLoaderData } from "react-router";
import { ContactCards } from "~/components/forms/contact-cards";
import { ContactForm } from "~/components/forms/contact-form";
import { LagosMapTile } from "~/components/forms/lagos-map-tile";
import { configuredNetworks, SocialButtons } from "~/components/forms/social-buttons";
import { whatsappGreeting, whatsappLink } from "~/components/site/contact-links";
import { PageSection } from "~/components/site/page-sections";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { ClockIcon, GlobeIcon, WhatsAppIcon } from "~/components/ui/icons";
import { contactSchema, isMissingRequired } from "~/domain/contact/contact.schema";
import { submitContactMessage } from "~/domain/contact/contact.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { common } from "~/i18n/messages/common";
import { publicForms } from "~/i18n/messages/public-forms";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/lib/meta";
import { oneTimeFormHeaders } from "~/lib/one-time-form-headers";
import type { loader as rootLoader } from "~/root";
import { userContext } from "~/routes/middleware/user-context.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/contact";
import { submitPublicForm } from "./public-form.server";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  return {
    ...messagesFor(context.get(localeContext), publicForms),
    formKey: crypto.randomUUID(),
    defaultValue: { name: user?.name ?? "", email: user?.email ?? "", phone: user?.phone ?? "" },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const locale = context.get(localeContext);
  const t = translate(locale, publicForms).contactForm;
  return submitPublicForm(services, request, {
    name: "contact",
    locale,
    schema: contactSchema,
    back: "/contact",
    sent: { title: t.sentTitle, description: t.sentDescription },
    // The errors are in the page's language already.
    invalidAlert: (error) =>
      isMissingRequired(error ?? undefined, translate(locale, publicForms).validation)
        ? { title: t.missingTitle, description: t.missingDescription }
        : null,
    failedAlert: async () => {
      const settings = await getSiteSettings(services.db).catch(() => null);
      return {
        title: t.failedTitle,
        description: settings ? t.failedWithEmail({ email: settings.contactEmail }) : t.failed,
      };
    },
    submit: (input, clientKey) => submitContactMessage(services, { input, clientKey, locale }),
  });
}

export const headers = oneTimeFormHeaders;

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const t = useT(publicForms).contactPage;
  const newTab = useT(common).newTab;
  const site = root?.site;
  const hasSocial = site ? configuredNetworks(site.social).length > 0 : false;
  const whatsappHref = site
    ? whatsappLink(site.whatsappNumber, whatsappGreeting(site.siteName))
    : null;
  return (
    <>
      <section aria-labelledby="contact-title" className="bg-surface-muted">
        <div className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-[1fr_auto] lg:items-end">
          <div>
            <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">
              {t.eyebrow}
            </p>
            <h1
              id="contact-title"
              className="mt-2 text-display font-extrabold tracking-tight text-ink"
            >
              {t.title}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t.lead}</p>
          </div>
          <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
            <div className="rounded-xl border border-border bg-surface p-4 shadow-xs">
              <dt className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
                <ClockIcon className="size-4 shrink-0 text-brand-700" />
                {t.respondWithin}
              </dt>
              <dd className="mt-1 text-2xl font-extrabold text-brand-700 sm:text-3xl">{t.hours}</dd>
            </div>
            <div className="rounded-xl border border-border bg-surface p-4 shadow-xs">
              <dt className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
                <GlobeIcon className="size-4 shrink-0 text-brand-700" />
                {t.statesReached}
              </dt>
              <dd className="mt-1 text-2xl font-extrabold text-brand-700 sm:text-3xl">25+</dd>
            </div>
          </dl>
        </div>
      </section>

      {site ? (
        <PageSection id="contact-info-title" className="pt-12 sm:pt-16">
          <h2 id="contact-info-title" className="sr-only">
            {t.contactInfo}
          </h2>
          <ContactCards site={site} />
        </PageSection>
      ) : null}

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold text-ink sm:text-3xl">
            {t.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-ink-muted">{t.formLead}</p>
          <ContactForm
            key={loaderData.formKey}
            formKey={loaderData.formKey}
            defaultValue={loaderData.defaultValue}
            lastResult={actionData?.result}
            alert={actionData?.alert}
          />
        </section>

        <div className="space-y-10">
          <section aria-labelledby="map-title">
            <h2 id="map-title" className="text-xl font-bold text-ink">
              {t.findUs}
            </h2>
            <div className="mt-4">
              <LagosMapTile address={site?.address ?? t.fallbackAddress} />
            </div>
          </section>
          {whatsappHref ? (
            <section aria-labelledby="chat-title" className="rounded-xl bg-brand-50 p-5">
              <h2 id="chat-title" className="text-xl font-bold text-ink">
                {t.chatTitle}
              </h2>
              <p className="mt-1 text-sm text-ink-muted">{t.chatLead}</p>
              <div className="mt-4 flex flex-col gap-3 sm:flex-row lg:flex-col">
                <a
                  href={whatsappHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: "primary" })}
                >
                  <WhatsAppIcon className="size-5" />
                  {t.chatOnWhatsApp}
                  <span className="sr-only"> {newTab}</span>
                </a>
                <ButtonLink to="/consultation" variant="outline">
                  {t.bookConsultation}
                </ButtonLink>
              </div>
            </section>
          ) : null}
          {site && hasSocial ? (
            <section aria-labelledby="follow-title">
              <h2 id="follow-title" className="text-xl font-bold text-ink">
                {t.followUs}
              </h2>
              <p className="mt-1 text-sm text-ink-muted">{t.followLead}</p>
              <div className="mt-4">
                <SocialButtons social={site.social} />
              </div>
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, publicForms)?.meta;
  return pageMeta(matches, {
    title: t?.contactTitle ?? "Contact",
    description:
      t?.contactDescription ??
      "Get in touch with our agricultural training and consultancy team in Lagos, Nigeria: call, e-mail or send a message. We respond within 24 hours.",
    path: "/contact",
  });
}
