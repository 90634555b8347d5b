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
import type { Route } from "./+types/privacy-policy";

const PRIVACY_LAST_UPDATED = "2026-11-22";

/** The sections in order: their anchors (#your-rights) and their messages. */
const SECTIONS = [
  ["who-we-are", "whoWeAre"],
  ["what-we-collect", "whatWeCollect"],
  ["purposes", "purposes"],
  ["sharing", "sharing"],
  ["retention", "retention"],
  ["your-rights", "yourRights"],
  ["complaints", "complaints"],
  ["cookies", "cookies"],
  ["security", "security"],
  ["children", "children"],
  ["changes", "changes"],
  ["contact", "contact"],
] as const;

export async function loader({ context }: Route.LoaderArgs) {
  return messagesFor(context.get(localeContext), legal, contentPages);
}

export default function PrivacyPolicy() {
  const controller = useLegalParty();
  const t = useT(legal).privacy;
  const sections: LegalSection[] = SECTIONS.map(([id, key]) => ({
    id,
    title: t.sections[key].title,
    body: <RichText text={fillParty(t.sections[key].body, controller)} />,
  }));
  return (
    <LegalDocument
      title={t.title}
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={<RichText text={fillParty(t.intro, controller)} />}
      sections={sections}
    />
  );
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
