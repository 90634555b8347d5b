import { data } from "react-router";
import { z } from "zod";
import { FilterLinks } from "~/components/content/filter-links";
import { CertificateCard } from "~/components/learner/certificate-card";
import { TrophyIcon } from "~/components/learner/learner-icons";
import { LoadError } from "~/components/learner/load-error";
import { NotificationActionToast } from "~/components/learner/notification-action-toast";
import { LearnerPageHeader } from "~/components/learner/page-header";
import { EmptyState } from "~/components/learner/panel";
import { scoreTone, TONE_CLASSES } from "~/components/learner/progress-tone";
import { StatTile } from "~/components/learner/stat-tile";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon, AwardIcon, LeafIcon, TargetIcon } from "~/components/ui/icons";
import type { Database } from "~/db/client.server";
import { requireUser } from "~/domain/auth/session.server";
import {
  type CertificateFilter,
  getMyCertificates,
  parseCertificateFilter,
} from "~/domain/learning/certificate-queries.server";
import { issueCertificate } from "~/domain/learning/certificates.server";
import { EXCELLENCE_SCORE, UNSCORED } from "~/domain/learning/stats";
import { queueCertificateIssuedEmail } from "~/domain/mail/certificate-emails.server";
import type { Toast } from "~/domain/toast/toast";
import { redirectWithToast } from "~/domain/toast/toast.server";
import { readForm } from "~/domain/uploads/form-body.server";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/certificates";

const PAGE = "/dashboard/certificates";

/** The one form of the page: issue the certificate of a course the learner completed. */
const issueSchema = z.object({ intent: z.literal("issue"), courseId: z.uuid() });

const TOASTS = {
  issued: (course: string): Toast => ({
    title: "Certificate issued",
    description: `Your certificate for ${course} is ready to download.`,
  }),
  exists: (course: string): Toast => ({
    title: "Certificate already issued",
    description: `Your certificate for ${course} is listed below.`,
  }),
  notComplete: {
    title: "Certificate not available",
    description: "Finish every lesson of the course to earn its certificate.",
    variant: "destructive",
  },
  failed: {
    title: "Certificate not issued",
    description: "Something went wrong. Please try again in a moment.",
    variant: "destructive",
  },
} satisfies Record<string, Toast | ((course: string) => Toast)>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db } = context.get(servicesContext);
  const filter = parseCertificateFilter(new URL(request.url).searchParams);
  return getMyCertificates(db, user.id, filter);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  // A body that is not a form (a stray fetch, a bot) is treated as an empty form, never a 500.
  const formData = await readForm(request);
  const submission = parseSubmission(formData, { schema: issueSchema });
  if (submission.status !== "success") {
    return data({ toast: TOASTS.notComplete as Toast }, { status: 400 });
  }
  const { courseId } = submission.value;
  try {
    // The learner comes from the session; issueCertificate only finds their own completed
    // enrolment. One transaction: the certificate, its notification and its queued e-mail.
    const result = await services.db.transaction(async (tx) => {
      const issued = await issueCertificate(tx, { userId: user.id, courseId });
      if (issued.status === "issued") {
        await queueCertificateIssuedEmail(services, tx as unknown as Database, issued.certificate);
      }
      return issued;
    });
    if (result.status === "not-complete") {
      return data({ toast: TOASTS.notComplete as Toast }, { status: 404 });
    }
    const { certificate } = result;
    return redirectWithToast(
      services.toasts,
      request,
      PAGE,
      result.status === "issued"
        ? TOASTS.issued(certificate.courseTitle)
        : TOASTS.exists(certificate.courseTitle),
    );
  } catch (error) {
    services.logger.error({ err: error, userId: user.id, courseId }, "certificate issue failed");
    return data({ toast: TOASTS.failed as Toast }, { status: 500 });
  }
}

const FILTER_LABELS: Record<CertificateFilter, string> = {
  all: "All",
  verified: "Verified",
  pending: "Pending",
};

const hrefFor = (filter: CertificateFilter) =>
  filter === "all" ? PAGE : `${PAGE}?status=${filter}`;

export default function Certificates({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, certificates, counts, statistics } = loaderData;
  const scored = statistics.averageScore !== null;
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <LearnerPageHeader
        title="Certificates"
        description={
          counts.verified === 0
            ? "Finish a course to earn its certificate of completion."
            : "Your certificates of completion. Anyone can check one with its verification code."
        }
        actions={
          <ButtonLink to="/dashboard/my-courses" variant="outline" size="sm">
            My Courses
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
        }
      />

      <section aria-labelledby="certificate-figures-title">
        <h2 id="certificate-figures-title" className="sr-only">
          Your certificate statistics
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          <StatTile
            label="Certificates Earned"
            value={statistics.count}
            hint={statistics.count === 1 ? "Verified certificate" : "Verified certificates"}
            Icon={AwardIcon}
          />
          <StatTile
            label="Average Score"
            value={
              statistics.averageScore === null ? (
                <span className="block text-lg sm:text-xl">{UNSCORED.value}</span>
              ) : (
                `${statistics.averageScore}%`
              )
            }
            hint={scored ? "Across scored courses" : UNSCORED.averageScore}
            valueClass={
              statistics.averageScore === null
                ? undefined
                : TONE_CLASSES[scoreTone(statistics.averageScore)].text
            }
            Icon={TargetIcon}
          />
          <StatTile
            label="Excellence Awards"
            value={
              statistics.excellence === null ? (
                <span className="block text-lg sm:text-xl">{UNSCORED.value}</span>
              ) : (
                statistics.excellence
              )
            }
            hint={scored ? `Scores of ${EXCELLENCE_SCORE}% or more` : UNSCORED.excellence}
            Icon={TrophyIcon}
          />
          <StatTile
            label="Categories"
            value={statistics.categories}
            hint="Different course categories"
            Icon={LeafIcon}
          />
        </dl>
      </section>

      {counts.pending > 0 && filter !== "verified" ? (
        <Alert variant="info" title="Certificates to issue">
          <p>
            You finished {counts.pending === 1 ? "a course" : `${counts.pending} courses`} whose
            certificate has not been issued yet. Issue it below to get its verification code and
            PDF.
          </p>
        </Alert>
      ) : null}

      {counts.all > 0 ? (
        <FilterLinks
          label="Filter certificates by status"
          options={(["all", "verified", "pending"] as const).map((f) => ({
            href: hrefFor(f),
            label: `${FILTER_LABELS[f]} (${counts[f]})`,
            active: filter === f,
          }))}
        />
      ) : null}

      {counts.all === 0 ? (
        <EmptyState
          Icon={AwardIcon}
          action={
            <ButtonLink to="/dashboard/my-courses">
              Go to My Courses
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
          }
        >
          <p className="text-base font-semibold text-ink">You have no certificates yet.</p>
          <p className="mt-1">
            Finish every lesson of a course and its certificate is issued here at once, with a PDF
            to download and a code anyone can check.
          </p>
        </EmptyState>
      ) : certificates.length === 0 ? (
        <EmptyState
          Icon={AwardIcon}
          action={
            <ButtonLink to={PAGE} variant="outline">
              Show all certificates
            </ButtonLink>
          }
        >
          <p className="text-base font-semibold text-ink">
            {filter === "pending"
              ? "No certificates are waiting to be issued."
              : "No verified certificates yet."}
          </p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {certificates.map((item) => (
            <li key={item.code ?? `pending-${item.courseId}`} className="flex">
              <CertificateCard item={item} action={PAGE} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <LoadError title="Certificates" message="Could not load certificates." />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Certificates") }, { name: "robots", content: "noindex" }];
}
