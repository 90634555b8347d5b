import { LegalPage } from "~/components/content/legal-document";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { contentPages } from "~/i18n/messages/content-pages";
import { legal } from "~/i18n/messages/legal";
import { metaT } from "~/i18n/meta";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy-policy";

export async function loader({ context }: Route.LoaderArgs) {
  return messagesFor(context.get(localeContext), legal, contentPages);
}

export default function PrivacyPolicy() {
  return <LegalPage kind="privacy" />;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, legal)?.privacy;
  return pageMeta(matches, {
    title: t?.title ?? "Privacy Policy",
    description:
      t?.metaDescription ??
      "How we collect, use and protect your personal data under the Nigeria Data Protection Act 2023, and how to use your rights.",
    path: "/privacy-policy",
  });
};
