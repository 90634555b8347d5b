import {
  fillParty,
  LegalDocument,
  type LegalSection,
  RichText,
  useLegalParty,
} from "~/components/content/legal-document";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { contentPages } from "~/i18n/messages/content-pages";
import { legal } from "~/i18n/messages/legal";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/terms-of-service";

const TERMS_LAST_UPDATED = "2026-11-22";

/** The sections in order: their anchors (#fees) and their messages. */
const SECTIONS = [
  ["about", "about"],
  ["accounts", "accounts"],
  ["acceptable-use", "acceptableUse"],
  ["courses", "courses"],
  ["fees", "fees"],
  ["consultations", "consultations"],
  ["intellectual-property", "intellectualProperty"],
  ["third-parties", "thirdParties"],
  ["liability", "liability"],
  ["changes", "changes"],
  ["governing-law", "governingLaw"],
  ["contact", "contact"],
] as const;

export async function loader({ context }: Route.LoaderArgs) {
  return messagesFor(context.get(localeContext), legal, contentPages);
}

export default function TermsOfService() {
  const business = useLegalParty();
  const t = useT(legal).terms;
  const sections: LegalSection[] = SECTIONS.map(([id, key]) => ({
    id,
    title: t.sections[key].title,
    body: <RichText text={fillParty(t.sections[key].body, business)} />,
  }));
  return (
    <LegalDocument
      title={t.title}
      lastUpdated={TERMS_LAST_UPDATED}
      intro={<RichText text={fillParty(t.intro, business)} />}
      sections={sections}
    />
  );
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
