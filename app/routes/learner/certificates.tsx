import { data } from "react-router";
import { z } from "zod";
import { FilterLinks } from "~/components/content/filter-links";
import { NotificationActionToast } from "~/components/layout/notification-action-toast";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { CertificateCard } from "~/components/learner/certificate-card";
import { useLearnerPageError } from "~/components/learner/page-error";
import { EmptyState } from "~/components/learner/panel";
import { AverageScoreTile, StatTile, UnscoredValue } from "~/components/learner/stat-tile";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon, AwardIcon, LeafIcon, TrophyIcon } from "~/components/ui/icons";
import { Pagination } from "~/components/ui/pagination";
import {
  type CertificateFilter,
  getMyCertificates,
} from "~/domain/learning/certificate-queries.server";
import { issueCertificateWithEmail } from "~/domain/learning/certificates.server";
import { parseCertificateFilter, parseLearnerPage } from "~/domain/learning/search-params";
import { EXCELLENCE_SCORE } from "~/domain/learning/stats";
import type { Toast } from "~/domain/toast/toast";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { learner } from "~/i18n/messages/learner";
import { learnerCertificates } from "~/i18n/messages/learner-certificates";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { parseSubmission } from "~/lib/parse-submission";
import { readForm } from "~/routes/form-body.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/certificates";

const PAGE = "/dashboard/certificates";

/** The one form of the page: issue the certificate of a course the learner completed. */
const issueSchema = z.object({ intent: z.literal("issue"), courseId: z.uuid() });

/** The action's toasts, in the request's language. */
function certificateToasts(locale: Locale) {
  const t = translate(locale, learnerCertificates).toasts;
  return {
    issued: (course: string): Toast => ({
      title: t.issued.title,
      description: t.issued.description({ course }),
    }),
    exists: (course: string): Toast => ({
      title: t.exists.title,
      description: t.exists.description({ course }),
    }),
    notComplete: { ...t.notComplete, variant: "destructive" },
    failed: { ...t.failed, variant: "destructive" },
  } satisfies Record<string, Toast | ((course: string) => Toast)>;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  return {
    ...messagesFor(context.get(localeContext), learnerCertificates),
    ...(await getMyCertificates(
      db,
      user.id,
      parseCertificateFilter(params),
      parseLearnerPage(params),
    )),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  const TOASTS = certificateToasts(context.get(localeContext));
  // A body that is not a form (a stray fetch, a bot) is treated as an empty form, never a 500.
  const formData = await readForm(request);
  const submission = parseSubmission(formData, { schema: issueSchema });
  if (submission.status !== "success") {
    return data({ toast: TOASTS.notComplete as Toast }, { status: 400 });
  }
  const { courseId } = submission.value;
  // The card's form posts to the list as it was shown (?status=&page=): come back to it, where
  // the certificate keeps its place (its date is the completion's). Issued, it leaves the pending
  // list, so from there the learner goes to the whole list, where the toast says it is.
  const params = new URL(request.url).searchParams;
  const shown = parseCertificateFilter(params);
  const back = shown === "pending" ? PAGE : hrefFor(shown, parseLearnerPage(params));
  try {
    // The learner comes from the session; only their own completed enrolment is found.
    const result = await issueCertificateWithEmail(services.db, services, {
      userId: user.id,
      courseId,
    });
    if (result.status === "not-complete") {
      return data({ toast: TOASTS.notComplete as Toast }, { status: 404 });
    }
    const { certificate } = result;
    return redirectWithToast(
      services.toasts,
      request,
      back,
      result.status === "issued"
        ? TOASTS.issued(certificate.courseTitle)
        : TOASTS.exists(certificate.courseTitle),
    );
  } catch (error) {
    services.logger.error({ err: error, userId: user.id, courseId }, "certificate issue failed");
    return data({ toast: TOASTS.failed as Toast }, { status: 500 });
  }
}

/** The list for a filter and page, leaving out defaults; a new filter starts at page 1. */
function hrefFor(filter: CertificateFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("status", filter);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${PAGE}?${search}` : PAGE;
}

export default function Certificates({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, page, pageCount, certificates, counts, statistics } = loaderData;
  const here = hrefFor(filter, page);
  const scored = statistics.averageScore !== null;
  const t = useT(learnerCertificates);
  const l = useT(learner);
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <PageHeader
        title={l.titles.certificates}
        description={counts.verified === 0 ? t.earnFirst : t.description}
        actions={
          <ButtonLink to="/dashboard/my-courses" variant="outline" size="sm">
            {l.myCourses}
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
        }
      />

      <section aria-labelledby="certificate-figures-title">
        <h2 id="certificate-figures-title" className="sr-only">
          {t.statistics}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          <StatTile
            label={l.certificatesEarned}
            value={statistics.count}
            hint={statistics.count === 1 ? t.verifiedOne : t.verifiedMany}
            Icon={AwardIcon}
          />
          <AverageScoreTile score={statistics.averageScore} />
          <StatTile
            label={t.excellenceAwards}
            value={statistics.excellence === null ? <UnscoredValue /> : statistics.excellence}
            hint={
              scored
                ? t.excellenceHint({ score: EXCELLENCE_SCORE })
                : l.unscored.excellence({ score: EXCELLENCE_SCORE })
            }
            Icon={TrophyIcon}
          />
          <StatTile
            label={t.categories}
            value={statistics.categories}
            hint={t.categoriesHint}
            Icon={LeafIcon}
          />
        </dl>
      </section>

      {counts.pending > 0 && filter !== "verified" ? (
        <Alert variant="info" title={t.toIssueTitle}>
          <p>{counts.pending === 1 ? t.toIssueOne : t.toIssueMany({ count: counts.pending })}</p>
        </Alert>
      ) : null}

      {counts.all > 0 ? (
        <FilterLinks
          label={t.filterLabel}
          options={(["all", "verified", "pending"] as const).map((f) => ({
            href: hrefFor(f),
            label: t.filterOption({ label: t.filters[f], count: counts[f] }),
            active: filter === f,
          }))}
        />
      ) : null}

      {counts.all === 0 ? (
        <EmptyState
          Icon={AwardIcon}
          action={
            <ButtonLink to="/dashboard/my-courses">
              {t.goToMyCourses}
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
          }
        >
          <p className="text-base font-semibold text-ink">{t.emptyTitle}</p>
          <p className="mt-1">{t.emptyText}</p>
        </EmptyState>
      ) : certificates.length === 0 ? (
        <EmptyState
          Icon={AwardIcon}
          action={
            <ButtonLink to={PAGE} variant="outline">
              {t.showAll}
            </ButtonLink>
          }
        >
          <p className="text-base font-semibold text-ink">
            {filter === "pending" ? t.noPending : t.noVerified}
          </p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {certificates.map((item) => (
            <li key={item.code ?? `pending-${item.courseId}`} className="flex">
              <CertificateCard item={item} action={here} />
            </li>
          ))}
        </ul>
      )}

      <Pagination
        label={t.pagesLabel}
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => hrefFor(filter, p)}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, back, errorTitle } = useLearnerPageError();
  return (
    <RouteErrorPanel
      error={error}
      heading={t?.titles.certificates ?? "Certificates"}
      failed={{
        title: errorTitle,
        message: t?.errors.certificates ?? "Could not load certificates.",
      }}
      back={back}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, metaT(matches, learner)?.titles.certificates ?? "Certificates") },
    { name: "robots", content: "noindex" },
  ];
}
