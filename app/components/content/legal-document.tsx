import { Link } from "~/components/ui/link";
import { common } from "~/i18n/messages/common";
import { contentPages } from "~/i18n/messages/content-pages";
import { legal } from "~/i18n/messages/legal";
import { useLocale, useT } from "~/i18n/react";
import { formatDate } from "~/lib/format";
import { useRootData } from "~/root";

export type LegalSection = { id: string; title: string; body: React.ReactNode };

/** Who the legal pages name as the business behind the site, with fallbacks before settings load. */
export type LegalParty = { siteName: string; address: string; contactEmail: string };

export function useLegalParty(): LegalParty {
  const site = useRootData()?.site;
  return {
    siteName: site?.siteName ?? "AFA Academy",
    address: site?.address ?? "Lagos, Nigeria",
    contactEmail: site?.contactEmail ?? "",
  };
}

/**
 * A legal page: title, last-updated date, a table of contents and numbered sections. The
 * contents list sits beside the text on wide screens and above it on phones.
 */
export function LegalDocument({
  title,
  lastUpdated,
  intro,
  sections,
}: {
  title: string;
  /** YYYY-MM-DD */
  lastUpdated: string;
  intro: React.ReactNode;
  sections: readonly LegalSection[];
}) {
  const t = useT(contentPages).legal;
  const locale = useLocale();
  return (
    <>
      <header className="border-b border-border bg-surface-muted">
        <div className="container-page py-10 sm:py-14">
          <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">{t.eyebrow}</p>
          <h1
            id="page-title"
            className="mt-2 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl"
          >
            {title}
          </h1>
          <p className="mt-3 text-ink-muted">
            {t.lastUpdated}{" "}
            <time dateTime={lastUpdated} className="font-semibold text-ink">
              {formatDate(`${lastUpdated}T12:00:00+01:00`, locale)}
            </time>
          </p>
        </div>
      </header>
      <div className="container-page grid gap-8 py-10 sm:py-12 lg:grid-cols-[16rem_1fr] lg:gap-12">
        <nav
          aria-labelledby="toc-title"
          className="self-start rounded-xl border border-border bg-surface-muted p-5 lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)] lg:max-h-[calc(100dvh-var(--spacing-header)-3rem)] lg:overflow-y-auto"
        >
          <h2 id="toc-title" className="text-sm font-bold tracking-wider text-ink uppercase">
            {t.contents}
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-sm py-0.5 text-brand-800 hover:text-brand-950 hover:underline focus-visible:focus-ring"
                >
                  <span className="w-5 shrink-0 text-ink-muted tabular-nums">{index + 1}.</span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl min-w-0">
          <div className="text-lg text-ink [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 [&_li]:mt-1.5 [&_p]:mt-4 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
            {intro}
          </div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-10 scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-bold text-ink">
                {index + 1}. {section.title}
              </h2>
              <div className="text-lg text-ink [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_li]:mt-1.5 [&_p]:mt-4 [&_strong]:text-ink [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

/** A message that may have parameters: a string, or the function useT makes of it. */
type Text = string | ((params: Record<string, string>) => string);

/** A legal text's message with the business's details filled in. */
export function fillParty(text: Text, party: LegalParty): string {
  return typeof text === "string"
    ? text
    : text({ siteName: party.siteName, address: party.address, email: party.contactEmail });
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.*?)\]\((.+?)\)/g;

/** **bold**, *emphasis* and [words](href) in one line of a legal text. */
function Inline({ text }: { text: string }) {
  const newTab = useT(common).newTab;
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, bold, em, label, href] = match;
    const at = match.index;
    if (at > last) parts.push(text.slice(last, at));
    if (bold !== undefined) parts.push(<strong key={at}>{bold}</strong>);
    else if (em !== undefined) parts.push(<em key={at}>{em}</em>);
    else if (href?.startsWith("/")) {
      parts.push(
        <Link key={at} to={href}>
          {label}
        </Link>,
      );
    } else if (href?.startsWith("mailto:")) {
      const [address, subject] = href.split("?subject=");
      const mailto = subject ? `${address}?subject=${encodeURIComponent(subject)}` : address;
      parts.push(
        <a key={at} href={mailto}>
          {label}
        </a>,
      );
    } else {
      parts.push(
        <a key={at} href={href} rel="noopener noreferrer" target="_blank">
          {label}
          <span className="sr-only"> {newTab}</span>
        </a>,
      );
    }
    last = at + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/**
 * A legal text's light markup as the page shows it: blocks apart by a blank line; a block of
 * "- " lines is a list, any other a paragraph.
 */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\n+/).map((block, index) => {
        const lines = block.split("\n");
        // Blocks have no identity of their own; their order never changes.
        const key = index;
        return lines.every((line) => line.startsWith("- ")) ? (
          <ul key={key}>
            {lines.map((line) => (
              <li key={line}>
                <Inline text={line.slice(2)} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={key}>
            <Inline text={block} />
          </p>
        );
      })}
    </>
  );
}

/**
 * The two legal pages: when each was last changed, and its sections in order, each with its
 * anchor (#your-rights) and the key of its title and body in the `legal` messages.
 */
export const LEGAL_PAGES = {
  privacy: {
    lastUpdated: "2026-11-22",
    sections: [
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
    ],
  },
  terms: {
    lastUpdated: "2026-11-22",
    sections: [
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
    ],
  },
} as const;

/** The Privacy Policy or the Terms of Service, in the page's language, with the business named. */
export function LegalPage({ kind }: { kind: keyof typeof LEGAL_PAGES }) {
  const party = useLegalParty();
  const t = useT(legal)[kind];
  const page = LEGAL_PAGES[kind];
  const texts: Record<string, { title: string; body: Text }> = t.sections;
  const sections: LegalSection[] = page.sections.map(([id, key]) => ({
    id,
    title: texts[key]?.title ?? "",
    body: <RichText text={fillParty(texts[key]?.body ?? "", party)} />,
  }));
  return (
    <LegalDocument
      title={t.title}
      lastUpdated={page.lastUpdated}
      intro={<RichText text={fillParty(t.intro, party)} />}
      sections={sections}
    />
  );
}
