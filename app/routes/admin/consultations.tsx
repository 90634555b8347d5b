import { data } from "react-router";
import { ConsultationCard } from "~/components/admin/consultation-card";
import { NotificationActionToast } from "~/components/layout/notification-action-toast";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { CalendarIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { CursorPagination } from "~/components/ui/pagination";
import {
  CONSULTATION_COUNT_CAP,
  CONSULTATION_FILTERS,
  CONSULTATION_TOASTS,
} from "~/domain/admin/consultations.constants";
import { consultationActionSchema } from "~/domain/admin/consultations.schema";
import { listConsultations, updateConsultationStatus } from "~/domain/admin/consultations.server";
import { keysetHref, keysetLinks, keysetParam } from "~/domain/admin/keyset";
import { parseConsultationsQuery } from "~/domain/admin/list-params";
import { deleteConsultation } from "~/domain/consultations/status.server";
import type { Toast } from "~/domain/toast/toast";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminConsultations } from "~/i18n/messages/admin-consultations";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { parseSubmission } from "~/lib/parse-submission";
import { readForm } from "~/routes/form-body.server";
import { requirePermission } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/consultations";
import { backToList } from "./row-action.server";

const PAGE = "/admin-dashboard/consultations";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "consultations.manage");
  const services = context.get(servicesContext);
  const locale = context.get(localeContext);
  const { status: filter, page } = parseConsultationsQuery(new URL(request.url).searchParams);
  // The page as asked for (filter and cursor), where a status change or delete returns to.
  const self = keysetHref(
    PAGE,
    { status: filter === "all" ? undefined : filter },
    keysetParam(page),
  );
  try {
    const listed = await listConsultations(services.db, filter, page);
    const { consultations, counts, messages } = listed;
    return {
      ...messagesFor(locale, adminConsultations),
      filter,
      counts,
      self,
      newest: listed.page.newest,
      ...keysetLinks(PAGE, { status: filter === "all" ? undefined : filter }, listed.page),
      loadError: null,
      consultations: consultations.map((c) => ({
        id: c.id,
        name: c.name,
        email: c.email,
        phone: c.phone,
        plan: c.plan,
        consultantName: c.consultantName,
        farmSize: c.farmSize,
        cropType: c.cropType,
        preferredDate: c.preferredDate,
        preferredTime: c.preferredTime,
        message: c.message,
        status: c.status,
        createdAt: c.createdAt.toISOString(),
        hasAccount: c.userId !== null,
        locale: c.locale,
        messages: messages
          .filter((m) => m.consultationId === c.id)
          .map((m) => ({
            channel: m.channel,
            status: m.scheduled ? ("scheduled" as const) : (m.deliveryStatus ?? m.status),
            summary: m.summary,
            at: m.at.toISOString(),
          })),
      })),
    };
  } catch (error) {
    services.logger.error({ err: error }, "consultations could not be loaded");
    return {
      ...messagesFor(locale, adminConsultations),
      filter,
      counts: null,
      self,
      newest: true,
      newerHref: null,
      olderHref: null,
      loadError: {
        ...CONSULTATION_TOASTS.fetchFailed,
        title: translate(locale, adminConsultations).toasts.fetchFailed,
      } as Toast,
      consultations: [],
    };
  }
}

function failure(toast: Toast, status: number) {
  return data({ toast }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, request, "consultations.manage");
  const services = context.get(servicesContext);
  const formData = await readForm(request);
  const t = translate(context.get(localeContext), adminConsultations).toasts;
  const words = translate(context.get(localeContext), adminConsultations).statusWords;
  const updateFailed = { ...CONSULTATION_TOASTS.updateFailed, title: t.updateFailed };
  const deleteFailed = {
    ...CONSULTATION_TOASTS.deleteFailed,
    title: t.updateFailed,
    description: t.notDeleted,
  };
  const submission = parseSubmission(formData, { schema: consultationActionSchema });
  if (submission.status !== "success") return failure(updateFailed, 400);
  const input = submission.value;
  try {
    if (input.intent === "status") {
      const result = await updateConsultationStatus(services, {
        id: input.id,
        to: input.status,
        actorId: user.id,
      });
      switch (result.status) {
        case "changed":
          return redirectWithToast(services.toasts, request, backToList(request, PAGE), {
            ...CONSULTATION_TOASTS.updated,
            title: t.updated,
            description: t.changed({
              name: result.consultation.name,
              from: words[result.from],
              to: words[result.consultation.status],
            }),
          });
        case "forbidden":
          return failure(updateFailed, 403);
        case "not-found":
          return failure({ ...updateFailed, description: t.gone }, 404);
        case "invalid-transition":
          return failure(
            {
              ...updateFailed,
              description: t.invalidTransition({
                from: words[result.from],
                to: words[result.to],
              }),
            },
            409,
          );
      }
    }
    const deleted = await deleteConsultation(services.db, { id: input.id, actorId: user.id });
    if (deleted.status === "forbidden") return failure(deleteFailed, 403);
    if (deleted.status === "not-found")
      return failure({ ...deleteFailed, description: t.gone }, 404);
    return redirectWithToast(services.toasts, request, backToList(request, PAGE), {
      ...CONSULTATION_TOASTS.deleted,
      title: t.deleted,
    });
  } catch (error) {
    services.logger.error({ err: error, intent: input.intent }, "consultation action failed");
    return failure(input.intent === "delete" ? deleteFailed : updateFailed, 500);
  }
}

export default function Consultations({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, counts, consultations, loadError, self, newest, newerHref, olderHref } =
    loaderData;
  const t = useT(adminConsultations);
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast ?? loadError} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
          <p className="mt-1 text-ink-muted">{t.intro}</p>
        </div>
        <ButtonLink to={`${PAGE}/week`} variant="outline" size="sm">
          <CalendarIcon className="size-4" />
          {t.weekView}
        </ButtonLink>
      </div>

      <nav aria-label={t.filterLabel}>
        <ul className="flex flex-wrap gap-2">
          {CONSULTATION_FILTERS.map((f) => (
            <li key={f}>
              <Link
                to={f === "all" ? PAGE : `${PAGE}?status=${f}`}
                aria-current={f === filter ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold focus-visible:focus-ring",
                  f === filter
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-border-strong bg-surface text-ink hover:border-brand-600 hover:bg-brand-50",
                )}
              >
                {t.filters[f]}
                {counts ? (
                  <span className="tabular-nums opacity-80">
                    ({counts[f] ?? `${CONSULTATION_COUNT_CAP}+`})
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {loadError ? (
        <Alert variant="error" title={loadError.title}>
          {t.reload}
        </Alert>
      ) : consultations.length === 0 && newest ? (
        <p className="rounded-xl border border-dashed border-border-strong bg-surface p-6 text-center text-ink-muted">
          {t.empty[filter]}
        </p>
      ) : (
        <div className="space-y-4">
          {consultations.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border-strong bg-surface p-6 text-center text-ink-muted">
              {t.noOlder}
            </p>
          ) : null}
          {consultations.map((c) => (
            <ConsultationCard key={c.id} c={c} action={self} />
          ))}
          <CursorPagination
            label={t.pagesLabel}
            shown={consultations.length}
            newest={newest}
            newerHref={newerHref}
            olderHref={olderHref}
          />
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminConsultations);
  return <RouteErrorPanel error={error} heading={t?.title ?? "Consultations"} />;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, adminConsultations);
  return [
    { title: pageTitle(matches, t?.title ?? "Consultations") },
    { name: "robots", content: "noindex" },
  ];
}
