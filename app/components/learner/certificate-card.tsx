import { DurationWordsText } from "~/components/catalog/course-duration";
import { scoreTone, TONE_CLASSES } from "~/components/layout/progress-tone";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink, usePendingForm } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import {
  AwardIcon,
  CheckCircleIcon,
  ClockIcon,
  DownloadIcon,
  ExternalLinkIcon,
} from "~/components/ui/icons";
import { Form, Link } from "~/components/ui/link";
import type { CertificateItem } from "~/domain/learning/certificate-queries.server";
import { learner } from "~/i18n/messages/learner";
import { learnerCertificates } from "~/i18n/messages/learner-certificates";
import { useLocale, useT } from "~/i18n/react";
import { courseContentPath } from "~/lib/course-paths";
import { formatDate } from "~/lib/format";

/** Where a certificate's PDF is downloaded and where anyone can check it. */
export const certificatePdfUrl = (code: string) =>
  `/dashboard/certificates/${encodeURIComponent(code)}/pdf`;
export const certificateVerifyUrl = (code: string) => `/certificates/${encodeURIComponent(code)}`;

/**
 * One certificate of the learner's page. An issued one ("Verified") offers its PDF and public
 * page; a completed course without a certificate yet ("Pending") offers to issue it, as a plain
 * form post that works before JavaScript loads.
 */
export function CertificateCard({ item, action }: { item: CertificateItem; action: string }) {
  const verified = item.status === "verified";
  const headingId = `certificate-${item.code ?? item.courseId}-title`;
  const t = useT(learnerCertificates).card;
  const l = useT(learner);
  const locale = useLocale();
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-xs"
    >
      <div
        className={cn(
          "flex items-center gap-3 border-b px-5 py-3",
          verified ? "border-success-border bg-brand-50" : "border-warning-border bg-warning-bg",
        )}
      >
        <span
          className={cn(
            "flex size-10 shrink-0 items-center justify-center rounded-full",
            verified ? "bg-brand-700 text-white" : "bg-surface text-warning",
          )}
        >
          <AwardIcon className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-semibold text-ink">{t.heading}</span>
          {verified ? (
            <Badge variant="success">
              <CheckCircleIcon className="size-3.5" />
              {t.verified}
            </Badge>
          ) : (
            <Badge variant="warning">
              <ClockIcon className="size-3.5" />
              {t.pending}
            </Badge>
          )}
        </div>
      </div>

      <div className="flex-1 space-y-4 p-5">
        <div>
          <Badge variant="brand">{item.category}</Badge>
          <h2 id={headingId} className="mt-2 text-lg leading-snug font-bold text-ink">
            {item.courseTitle}
          </h2>
          <p className="text-sm text-ink-muted">{l.instructor({ name: item.instructor })}</p>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <div>
            <dt className="text-ink-muted">{t.completed}</dt>
            <dd className="font-semibold text-ink">
              <time dateTime={new Date(item.date).toISOString()}>
                {formatDate(item.date, locale)}
              </time>
            </dd>
          </div>
          {item.duration ? (
            <div>
              <dt className="text-ink-muted">{t.duration}</dt>
              <dd className="font-semibold text-ink">
                <DurationWordsText words={item.duration} />
              </dd>
            </div>
          ) : null}
          {item.score !== null ? (
            <div>
              <dt className="text-ink-muted">{t.score}</dt>
              <dd className={cn("font-bold", TONE_CLASSES[scoreTone(item.score)].text)}>
                {item.score}%
              </dd>
            </div>
          ) : null}
          <div className="col-span-2">
            <dt className="text-ink-muted">{t.code}</dt>
            <dd className="font-mono text-base font-semibold tracking-wide break-all text-ink">
              {item.code ?? (
                <span className="font-sans text-sm font-normal text-ink-muted">{t.codeLater}</span>
              )}
            </dd>
          </div>
        </dl>
      </div>

      <div className="flex flex-wrap gap-2 border-t border-border px-5 py-4">
        {item.code ? (
          <>
            <ButtonLink to={certificatePdfUrl(item.code)} reloadDocument size="sm">
              <DownloadIcon className="size-4" />
              {t.downloadPdf}
              <span className="sr-only"> {t.pdfOf({ course: item.courseTitle })}</span>
            </ButtonLink>
            <ButtonLink to={certificateVerifyUrl(item.code)} variant="outline" size="sm">
              <ExternalLinkIcon className="size-4" />
              {t.verifyPage}
              <span className="sr-only"> {t.forCourse({ course: item.courseTitle })}</span>
            </ButtonLink>
          </>
        ) : item.courseId ? (
          <IssueForm courseId={item.courseId} courseTitle={item.courseTitle} action={action} />
        ) : null}
      </div>
    </article>
  );
}

function IssueForm({
  courseId,
  courseTitle,
  action,
}: {
  courseId: string;
  courseTitle: string;
  action: string;
}) {
  const isPending = usePendingForm();
  const t = useT(learnerCertificates).card;
  const pending = isPending({ fields: { courseId } });
  return (
    <Form method="post" action={action} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="issue" />
      <input type="hidden" name="courseId" value={courseId} />
      <Button size="sm" pending={pending}>
        <AwardIcon className="size-4" />
        {t.issue}
        <span className="sr-only"> {t.forCourse({ course: courseTitle })}</span>
      </Button>
      <span className="text-sm text-ink-muted">
        {t.finished}{" "}
        <Link
          to={courseContentPath(courseId)}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t.review}
        </Link>
      </span>
    </Form>
  );
}
