import { data, isRouteErrorResponse, useParams } from "react-router";
import { scoreTone, TONE_CLASSES } from "~/components/layout/progress-tone";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { AlertCircleIcon, CheckCircleIcon, ShieldIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { SLOT, withNode } from "~/components/ui/message-parts";
import {
  findPublicCertificate,
  normaliseCertificateCode,
} from "~/domain/learning/certificate-queries.server";
import { messagesFor } from "~/i18n/catalog.server";
import { compileMessages, type MessageBundle } from "~/i18n/define";
import { localeContext } from "~/i18n/locale.server";
import { certificateCheck } from "~/i18n/messages/certificate-check";
import type en from "~/i18n/messages/certificate-check/en";
import { common } from "~/i18n/messages/common";
import { metaT } from "~/i18n/meta";
import { useLocale, useOptionalT, useT } from "~/i18n/react";
import { formatDate } from "~/lib/format";
import { pageTitle } from "~/lib/page-title";
import { useRootData } from "~/root";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/certificate";

/**
 * /certificates/{code}: anyone (an employer, a bank, a buyer) can check that a certificate is
 * genuine. Codes are matched whatever their case. Shows only what is printed on the certificate.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const messages = messagesFor(context.get(localeContext), certificateCheck);
  // The 404 page says what to check, in the page's language: its words travel with the error.
  const code = normaliseCertificateCode(params.code);
  if (!code) throw data(messages, { status: 404 });
  const { db } = context.get(servicesContext);
  const certificate = await findPublicCertificate(db, code);
  if (!certificate) throw data(messages, { status: 404 });
  return { ...messages, certificate };
}

/** Certificates carry people's names: kept out of search engines, also for non-HTML crawlers. */
export function headers() {
  return { "X-Robots-Tag": "noindex" };
}

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  const { certificate } = loaderData;
  // A refunded course's certificate: its code still answers, and says it no longer counts.
  const withdrawnAt = certificate.withdrawnAt ? new Date(certificate.withdrawnAt) : null;
  const siteName = useRootData()?.site.siteName ?? "AFA Academy";
  const t = useT(certificateCheck);
  const locale = useLocale();
  const details = [
    {
      term: t.completed,
      value: (
        <time dateTime={new Date(certificate.completedAt).toISOString()}>
          {formatDate(certificate.completedAt, locale)}
        </time>
      ),
    },
    { term: t.instructor, value: certificate.instructor },
    { term: t.category, value: certificate.category },
    certificate.duration ? { term: t.duration, value: certificate.duration } : null,
    certificate.score !== null
      ? {
          term: t.score,
          value: (
            <span className={TONE_CLASSES[scoreTone(certificate.score)].text}>
              {certificate.score}%
            </span>
          ),
        }
      : null,
  ].filter((d) => d !== null);

  return (
    <div className="bg-surface-muted py-8 sm:py-14">
      <div className="container-page max-w-3xl">
        <article
          aria-labelledby="page-title"
          className="overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
        >
          <header
            className={cn(
              "px-5 py-6 text-white sm:px-10 sm:py-8",
              withdrawnAt ? "bg-ink" : "bg-brand-700",
            )}
          >
            <p className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
              <ShieldIcon className="size-5 shrink-0" />
              {t.eyebrow({ siteName })}
            </p>
            <h1
              id="page-title"
              className="mt-3 flex items-center gap-2 text-2xl font-extrabold tracking-tight sm:text-4xl"
            >
              {withdrawnAt ? (
                <AlertCircleIcon className="size-7 shrink-0 sm:size-9" />
              ) : (
                <CheckCircleIcon className="size-7 shrink-0 sm:size-9" />
              )}
              {withdrawnAt ? t.withdrawnTitle : t.title}
            </h1>
            <p className="mt-2 text-white/90">
              {withdrawnAt
                ? t.withdrawnIntro({ siteName, date: formatDate(withdrawnAt, locale) })
                : t.intro({ siteName })}
            </p>
          </header>

          <div className="space-y-6 px-5 py-6 sm:px-10 sm:py-8">
            <div>
              <p className="text-sm font-semibold text-ink-muted">{t.awardedTo}</p>
              <p className="mt-1 text-2xl font-bold break-words text-ink sm:text-3xl">
                {certificate.learnerName}
              </p>
            </div>
            <div>
              <p className="text-sm font-semibold text-ink-muted">{t.forCourse}</p>
              <p className="mt-1 text-xl font-bold break-words text-brand-800 sm:text-2xl">
                {certificate.courseSlug ? (
                  <Link
                    to={`/academy/${certificate.courseSlug}`}
                    className="rounded-sm underline decoration-brand-200 decoration-2 underline-offset-4 hover:decoration-brand-700 focus-visible:focus-ring"
                  >
                    {certificate.courseTitle}
                  </Link>
                ) : (
                  certificate.courseTitle
                )}
              </p>
            </div>

            <dl className="grid gap-x-6 gap-y-4 border-t border-border pt-6 sm:grid-cols-2">
              {details.map((d) => (
                <div key={d.term}>
                  <dt className="text-sm text-ink-muted">{d.term}</dt>
                  <dd className="font-semibold text-ink">{d.value}</dd>
                </div>
              ))}
              <div className="sm:col-span-2">
                <dt className="text-sm text-ink-muted">{t.code}</dt>
                <dd className="font-mono text-lg font-semibold tracking-wide break-all text-ink">
                  {certificate.code}
                </dd>
              </div>
            </dl>
          </div>

          <footer className="border-t border-border bg-brand-50 px-5 py-4 text-sm text-ink sm:px-10">
            {t.questions}{" "}
            <Link
              to="/contact"
              className="rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:focus-ring"
            >
              {t.contact({ siteName })}
            </Link>
            .
          </footer>
        </article>

        <p className="mt-6 text-center text-sm text-ink-muted">
          {t.earnOne}{" "}
          <Link
            to="/academy"
            className="rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:focus-ring"
          >
            {t.browse}
          </Link>
        </p>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaT(matches, certificateCheck);
  const course = loaderData?.certificate.courseTitle ?? "";
  const title = !loaderData
    ? (t?.metaNotFound ?? "Certificate not found")
    : loaderData.certificate.withdrawnAt
      ? (t?.metaWithdrawn({ course }) ?? `Withdrawn certificate: ${course}`)
      : (t?.metaTitle({ course }) ?? `Verified certificate: ${course}`);
  return [{ title: pageTitle(matches, title) }, { name: "robots", content: "noindex" }];
};

/** The page's words on its error page: sent with the 404 (the loader's data never arrived). */
function useErrorMessages(error: unknown) {
  const locale = useLocale();
  const sent = useOptionalT(certificateCheck);
  if (sent) return sent;
  const bundle =
    isRouteErrorResponse(error) && error.data && typeof error.data === "object"
      ? (error.data as { messages?: MessageBundle }).messages
      : undefined;
  const tree = bundle?.[certificateCheck];
  return tree ? compileMessages(tree as typeof en, locale) : null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const params = useParams();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const code = (params.code ?? "").trim().toUpperCase().slice(0, 60);
  const t = useErrorMessages(error);
  const tc = useT(common);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="bg-surface-muted py-12 sm:py-20">
      <div className="container-page flex max-w-2xl flex-col items-center text-center">
        <span
          className={cn(
            "flex size-14 items-center justify-center rounded-full",
            notFound ? "bg-warning-bg text-warning" : "bg-danger-bg text-danger",
          )}
        >
          <AlertCircleIcon className="size-8" />
        </span>
        <p className="mt-4 text-sm font-bold tracking-wider text-accent-700 uppercase">
          {t ? (notFound ? t.error404 : t.errorTitle) : tc.errors.statusTitle({ status })}
        </p>
        <h1 className="mt-2 text-3xl font-bold text-ink sm:text-4xl">
          {t ? (notFound ? t.notFoundTitle : t.failedTitle) : tc.errors.errorTitle}
        </h1>
        <p className="mt-3 max-w-lg text-lg text-ink-muted">
          {!t ? (
            tc.errors.errorMessage
          ) : notFound ? (
            <CodeInText text={t.notFoundText} code={code} />
          ) : (
            t.tryAgain
          )}
        </p>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <ButtonLink to="/contact" size="lg">
            {t?.contactUs ?? tc.nav.contact}
          </ButtonLink>
          <ButtonLink to="/" size="lg" variant="outline">
            {t?.goHome ?? tc.errors.goHome}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

/** "…the code {code}…" with the code set in monospace. */
function CodeInText({ text, code }: { text: (params: { code: string }) => string; code: string }) {
  return withNode(
    text({ code: SLOT }),
    <span className="font-mono font-semibold break-all text-ink">{code}</span>,
  );
}
