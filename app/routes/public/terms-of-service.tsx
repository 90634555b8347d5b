import { LegalPage } from "~/components/content/legal-document";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { contentPages } from "~/i18n/messages/content-pages";
import { legal } from "~/i18n/messages/legal";
import { metaT } from "~/i18n/meta";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/terms-of-service";

export async function loader({ context }: Route.LoaderArgs) {
  return messagesFor(context.get(localeContext), legal, contentPages);
}

export default function TermsOfService() {
  return <LegalPage kind="terms" />;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, legal)?.terms;
  return pageMeta(matches, {
    title: t?.title ?? "Terms of Service",
    description:
      t?.metaDescription ??
      "The terms for using our website, online courses, certificates, consultations and research downloads, governed by Nigerian law.",
    path: "/terms-of-service",
  });
};
