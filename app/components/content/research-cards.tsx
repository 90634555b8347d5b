import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { CalendarIcon, DownloadIcon, FileTextIcon, TableIcon } from "~/components/ui/icons";
import {
  downloadHref,
  type ResearchKind,
  researchCategoryLabel,
} from "~/domain/research/research.filters";
import type { Locale } from "~/i18n/locales";
import { contentPages } from "~/i18n/messages/content-pages";
import { useLocale, useT } from "~/i18n/react";
import { formatDate, formatDateTime, formatFileSize } from "~/lib/format";
import { leadOf } from "~/lib/lead";

export type PaperCardData = {
  slug: string;
  title: string;
  authors: string;
  category: string;
  abstract: string;
  publishedOn: string;
  fileType: string;
  fileSizeBytes: number;
  downloads: number;
};

export type DatasetCardData = {
  slug: string;
  title: string;
  description: string;
  format: string;
  fileSizeBytes: number;
  downloads: number;
  lastUpdated: string;
};

/**
 * A plain link (not a client-side navigation): the server counts the download and redirects to
 * the file, and `download` asks the browser to save it rather than open a page.
 */
function DownloadLink({
  kind,
  slug,
  fileType,
  title,
  size,
}: {
  kind: ResearchKind;
  slug: string;
  fileType: string;
  title: string;
  size: string;
}) {
  const t = useT(contentPages).research;
  return (
    <a
      href={downloadHref(kind, slug)}
      download={`${slug}.${fileType.toLowerCase()}`}
      className={cn(buttonClasses({ size: "md" }), "w-full sm:w-auto")}
    >
      <DownloadIcon className="size-5" />
      {t.download}
      <span className="sr-only">
        {" "}
        {title} ({fileType}, {size})
      </span>
    </a>
  );
}

/** How often a file was downloaded; nothing until someone has ("0 downloads" says nothing good). */
function Downloads({ count }: { count: number }) {
  const t = useT(contentPages).research;
  if (count <= 0) return null;
  return (
    <span className="inline-flex items-center gap-1.5">
      <DownloadIcon className="size-4" />
      {t.downloads({ count })}
    </span>
  );
}

/**
 * A paper's abstract, its first lines only: six full abstracts made the list 9,000 px tall on a
 * phone. The whole text opens in a <details> (no JavaScript); the opening lines hide while it is
 * open, so it is neither read nor shown twice.
 */
function Abstract({ title, text }: { title: string; text: string }) {
  const t = useT(contentPages).research;
  // About three lines on a phone: enough to tell the papers apart.
  const { lead, cut } = leadOf(text, 160);
  const label = <span className="font-semibold text-ink">{t.abstract}</span>;
  if (!cut) {
    return (
      <p className="mt-3 flex-1 text-ink-muted">
        {label}
        {lead}
      </p>
    );
  }
  return (
    <div className="group/abstract mt-3 flex-1 text-ink-muted">
      <p className="group-has-[details[open]]/abstract:hidden">
        {label}
        {lead}
      </p>
      <details className="group/toggle mt-2">
        <summary className="inline-flex min-h-10 cursor-pointer items-center rounded-md font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring">
          <span className="group-open/toggle:hidden">{t.readAbstract}</span>
          <span className="hidden group-open/toggle:inline">{t.hideAbstract}</span>
          <span className="sr-only">: {title}</span>
        </summary>
        <p className="mt-1">
          {label}
          {text}
        </p>
      </details>
    </div>
  );
}

export function PaperCard({ paper }: { paper: PaperCardData }) {
  const t = useT(contentPages).research;
  const locale = useLocale();
  const size = formatFileSize(paper.fileSizeBytes) ?? "0 B";
  return (
    <article
      aria-labelledby={`paper-${paper.slug}`}
      className="flex h-full flex-col rounded-xl border border-border bg-surface p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink-muted">
        <Badge variant="brand">
          {t.categories[paper.category as keyof typeof t.categories] ??
            researchCategoryLabel(paper.category)}
        </Badge>
        <span className="inline-flex items-center gap-1.5">
          <CalendarIcon className="size-4" />
          <time dateTime={paper.publishedOn}>{formatDate(paper.publishedOn, locale)}</time>
        </span>
      </div>
      <h3 id={`paper-${paper.slug}`} className="mt-3 text-lg leading-snug font-bold text-ink">
        {paper.title}
      </h3>
      <p className="mt-1 text-sm font-medium text-ink-muted">
        <span className="sr-only">{t.authors}</span>
        {paper.authors}
      </p>
      <Abstract title={paper.title} text={paper.abstract} />
      <div className="mt-5 flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          <span className="inline-flex items-center gap-1.5">
            <FileTextIcon className="size-4" />
            {paper.fileType} · {size}
          </span>
          <Downloads count={paper.downloads} />
        </p>
        <DownloadLink
          kind="papers"
          slug={paper.slug}
          fileType={paper.fileType}
          title={paper.title}
          size={size}
        />
      </div>
    </article>
  );
}

export function DatasetCard({ dataset }: { dataset: DatasetCardData }) {
  const t = useT(contentPages).research;
  const locale = useLocale();
  const size = formatFileSize(dataset.fileSizeBytes) ?? "0 B";
  return (
    <article
      aria-labelledby={`dataset-${dataset.slug}`}
      className="flex h-full flex-col rounded-xl border border-border bg-surface p-5 shadow-xs sm:p-6"
    >
      <span className="flex size-11 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
        <TableIcon className="size-6" />
      </span>
      <h3 id={`dataset-${dataset.slug}`} className="mt-4 text-lg leading-snug font-bold text-ink">
        {dataset.title}
      </h3>
      <p className="mt-2 flex-1 text-ink-muted">{dataset.description}</p>
      <dl className="mt-4 grid grid-cols-3 gap-2 rounded-lg bg-surface-muted p-3 text-sm">
        <div>
          <dt className="text-ink-muted">{t.format}</dt>
          <dd className="font-semibold text-ink">{dataset.format}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t.size}</dt>
          <dd className="font-semibold text-ink">{size}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t.updated}</dt>
          <dd className="font-semibold text-ink">
            <time dateTime={dataset.lastUpdated}>
              {formatShortDate(dataset.lastUpdated, locale)}
            </time>
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          <Downloads count={dataset.downloads} />
        </p>
        <DownloadLink
          kind="datasets"
          slug={dataset.slug}
          fileType={dataset.format}
          title={dataset.title}
          size={size}
        />
      </div>
    </article>
  );
}

/**
 * "20 Jun 2026": fits the narrow dataset facts row on a phone. The page's language's short date
 * is formatDateTime's ("20 Jun 2026, 09:05") without its time, so the browser prints what the
 * server did.
 */
function formatShortDate(iso: string, locale: Locale): string {
  return formatDateTime(iso, locale).replace(/, \d{2}:\d{2}$/, "");
}
