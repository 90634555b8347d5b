import type { ReactNode } from "react";
import { PageSection } from "~/components/site/page-sections";
import {
  ArrowRightIcon,
  AwardIcon,
  DownloadIcon,
  ExternalLinkIcon,
  FileTextIcon,
  LockIcon,
  WhatsAppIcon,
} from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import type { Language } from "~/db/schema/enums";
import { HTML_LANG } from "~/i18n/locales";
import { catalog } from "~/i18n/messages/catalog";
import { useT } from "~/i18n/react";
import { formatFileSize } from "~/lib/format";

export type GuideLink = {
  id: string;
  title: string;
  kind: "file" | "link";
  url: string;
  mimeType: string | null;
  sizeBytes: number | null;
  course?: { slug: string; title: string; language?: Language };
  /**
   * A course's own download (app/domain/uploads/upload-access.ts) that this visitor may not fetch
   * yet: shown with a lock and what opens it, never as a link that would answer 404.
   */
  locked?: boolean;
};

/** The words of a resource's type line, in the page's language (`useT(catalog).resources`). */
type ResourceWords = { website: string; pdf: string; file: string };
const ENGLISH_WORDS: ResourceWords = { website: "Website", pdf: "PDF", file: "File" };

/**
 * "PDF, 3.7 KB" for a file we serve; "Website" for a link elsewhere. `words` are the page's
 * (English without them).
 */
export function resourceMeta(
  resource: Pick<GuideLink, "kind" | "mimeType" | "sizeBytes" | "url">,
  words: ResourceWords = ENGLISH_WORDS,
) {
  if (resource.kind === "link") return words.website;
  const isPdf =
    resource.mimeType === "application/pdf" || resource.url.toLowerCase().endsWith(".pdf");
  const size = formatFileSize(resource.sizeBytes);
  return [isPdf ? words.pdf : words.file, size].filter(Boolean).join(", ");
}

/**
 * One downloadable guide (or link) with its type and size, as listed on the academy and course
 * pages. A locked guide says how to open it: on the academy page it leads to its course; on the
 * course page (`lockedHref` the enrol form) to enrolling.
 */
export function ResourceLink({
  resource,
  subtitle,
  lockedHref,
}: {
  resource: GuideLink;
  subtitle?: string;
  lockedHref?: string;
}) {
  const t = useT(catalog);
  const external = resource.kind === "link";
  const meta = resourceMeta(resource, t.resources);
  const className =
    "group flex items-start gap-3 rounded-lg p-2.5 hover:bg-surface-muted focus-visible:focus-ring";
  if (resource.locked) {
    const href = lockedHref ?? (resource.course ? `/academy/${resource.course.slug}` : "/academy");
    return (
      <Link to={href} className={className}>
        <ResourceText
          resource={resource}
          subtitle={subtitle}
          icon={<LockIcon className="size-5" />}
          iconClassName="bg-surface-muted text-ink-muted"
          meta={`${meta} · ${t.resources.forEnrolled}`}
        />
      </Link>
    );
  }
  return (
    <a
      href={resource.url}
      {...(external
        ? { target: "_blank", rel: "noopener noreferrer" }
        : { type: resource.mimeType ?? undefined })}
      className={className}
    >
      <ResourceText
        resource={resource}
        subtitle={subtitle}
        icon={<FileTextIcon className="size-5" />}
        iconClassName="bg-accent-50 text-accent-800"
        meta={
          <>
            {meta}
            {external ? <span className="sr-only"> {t.resources.newTab}</span> : null}
          </>
        }
      />
      {external ? (
        <ExternalLinkIcon className="mt-2.5 size-5 shrink-0 text-ink-muted" />
      ) : (
        <DownloadIcon className="mt-2.5 size-5 shrink-0 text-ink-muted" />
      )}
    </a>
  );
}

/** A resource's icon, title, course and type line, the same whether it opens or is locked. */
function ResourceText({
  resource,
  subtitle,
  icon,
  iconClassName,
  meta,
}: {
  resource: GuideLink;
  subtitle?: string;
  icon: React.ReactNode;
  iconClassName: string;
  meta: React.ReactNode;
}) {
  // A guide is course content: in the language of its course, when the page knows it.
  const lang = resource.course?.language ? HTML_LANG[resource.course.language] : undefined;
  return (
    <>
      <span
        className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${iconClassName}`}
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span
          lang={lang}
          className="block font-semibold text-ink group-hover:text-brand-800 group-hover:underline"
        >
          {resource.title}
        </span>
        {subtitle ? (
          // On a phone the guide's own title says enough; the course name would double the list.
          <span lang={lang} className="hidden text-sm text-ink-muted sm:block">
            {subtitle}
          </span>
        ) : null}
        <span className="block text-sm text-ink-muted">{meta}</span>
      </span>
    </>
  );
}

/**
 * The academy's learning resources: every published course's guides, certificates (on the
 * learner's dashboard for now) and the WhatsApp community when one is configured.
 */
export function LearningResources({
  guides,
  communityUrl,
  signedIn,
  noGuides,
}: {
  guides: GuideLink[];
  communityUrl: string | null | undefined;
  signedIn: boolean;
  /** Said when there is no guide to list (the catalogue pages say why for their courses). */
  noGuides?: string;
}) {
  const t = useT(catalog);
  return (
    <PageSection
      id="resources-title"
      className="border-t border-border bg-surface-muted py-14 sm:py-16"
    >
      <div className="max-w-2xl">
        <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">
          {t.resources.eyebrow}
        </p>
        <h2 id="resources-title" className="mt-2 text-3xl font-bold text-ink">
          {t.resources.title}
        </h2>
        <p className="mt-3 text-lg text-ink-muted">{t.resources.intro}</p>
      </div>
      <div className="mt-8 grid gap-5 lg:grid-cols-[1.6fr_1fr]">
        <ResourcePanel
          title={t.resources.guides}
          icon={<FileTextIcon className="size-5 text-accent-700" />}
        >
          {guides.length === 0 ? (
            <p className="mt-3 text-ink-muted">{noGuides ?? t.resources.noGuides}</p>
          ) : (
            <ul className="mt-3 grid gap-1 sm:grid-cols-2">
              {guides.map((guide) => (
                <li key={guide.id}>
                  <ResourceLink resource={guide} subtitle={guide.course?.title} />
                </li>
              ))}
            </ul>
          )}
        </ResourcePanel>
        <div className="grid content-start gap-5">
          <ResourcePanel
            title={t.resources.certificates}
            icon={<AwardIcon className="size-5 text-accent-700" />}
          >
            <p className="mt-2 text-ink-muted">{t.resources.certificatesText}</p>
            <Link
              to="/dashboard"
              className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
            >
              {signedIn ? t.resources.seeProgress : t.resources.logInForCertificates}
              <ArrowRightIcon className="size-4" />
            </Link>
          </ResourcePanel>
          {communityUrl ? (
            <ResourcePanel
              title={t.resources.community}
              icon={<WhatsAppIcon className="size-5 text-brand-700" />}
            >
              <p className="mt-2 text-ink-muted">{t.resources.communityText}</p>
              <a
                href={communityUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
              >
                {t.resources.joinCommunity}
                <span className="sr-only"> {t.resources.onWhatsApp}</span>
                <ExternalLinkIcon className="size-4" />
              </a>
            </ResourcePanel>
          ) : null}
        </div>
      </div>
    </PageSection>
  );
}

/** One kind of resource in the panel: a card headed by its icon and name. */
function ResourcePanel({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-border bg-surface p-5 shadow-xs sm:p-6">
      <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
        {icon}
        {title}
      </h3>
      {children}
    </div>
  );
}
