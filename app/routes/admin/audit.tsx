import { isRouteErrorResponse } from "react-router";
import { UserPagination } from "~/components/admin/user-pagination";
import { LearnerPageHeader } from "~/components/learner/page-header";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { ShieldIcon } from "~/components/ui/icons";
import { listAuditEntries } from "~/domain/admin/audit.server";
import { describeAuditAction, describeAuditDetails } from "~/domain/admin/audit-format";
import { requirePermission } from "~/domain/auth/session.server";
import { formatNumber, SITE_TIME_ZONE } from "~/lib/format";
import { pageTitle } from "~/lib/meta";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/audit";

const PAGE = "/admin-dashboard/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "audit.read");
  const { db } = context.get(servicesContext);
  const requested = Number(new URL(request.url).searchParams.get("page"));
  const page = Number.isSafeInteger(requested) && requested > 0 ? requested : 1;
  const { entries, total, pageSize } = await listAuditEntries(db, { page });
  return {
    page,
    total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    entries: entries.map((e) => ({
      id: e.id,
      actorName: e.actorName,
      actorEmail: e.actorEmail,
      action: describeAuditAction(e.action),
      code: e.action,
      target: e.targetLabel ?? e.targetId ?? "—",
      targetType: e.targetType,
      details: describeAuditDetails(e.details),
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

const whenFormat = new Intl.DateTimeFormat("en-NG", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: SITE_TIME_ZONE,
});

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, page, pageCount, total } = loaderData;
  return (
    <div className="space-y-5">
      <LearnerPageHeader
        title="Audit log"
        description={
          total > 0
            ? `${formatNumber(total)} recorded change${total === 1 ? "" : "s"}, newest first. Times are Lagos time.`
            : "Who changed what in the admin area."
        }
      />
      <Card className="overflow-hidden">
        {entries.length === 0 ? (
          <EmptyState beyondLastPage={page > 1 && total > 0} />
        ) : (
          <>
            <ul className="divide-y divide-border md:hidden">
              {entries.map((e) => (
                <li key={e.id} className="space-y-1 p-4 text-sm">
                  <p className="font-semibold text-ink">
                    {e.action} <span className="font-normal text-ink-muted">·</span>{" "}
                    <span className="break-all">{e.target}</span>
                  </p>
                  <Details lines={e.details} />
                  <p className="text-ink-muted">
                    By {e.actorName} · <When iso={e.createdAt} />
                  </p>
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-left text-sm md:table">
              <caption className="sr-only">Audit log, newest first</caption>
              <thead className="border-b border-border bg-surface-sunken text-xs font-semibold tracking-wide text-ink-muted uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    When
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Who
                  </th>
                  <th scope="col" className="px-4 py-3">
                    What
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Target
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Details
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border align-top">
                {entries.map((e) => (
                  <Row key={e.id} entry={e} />
                ))}
              </tbody>
            </table>
          </>
        )}
      </Card>
      <UserPagination
        label="Audit log pages"
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => (p > 1 ? `${PAGE}?page=${p}` : PAGE)}
      />
    </div>
  );
}

function Row({ entry: e }: { entry: Entry }) {
  return (
    <tr>
      <td className="px-4 py-3 whitespace-nowrap text-ink-muted">
        <When iso={e.createdAt} />
      </td>
      <td className="px-4 py-3">
        <p className="font-semibold text-ink">{e.actorName}</p>
        <p className="break-all text-ink-muted">{e.actorEmail}</p>
      </td>
      <td className="px-4 py-3 font-semibold text-ink">{e.action}</td>
      <td className="px-4 py-3 break-all">{e.target}</td>
      <td className="px-4 py-3">
        <Details lines={e.details} />
      </td>
    </tr>
  );
}

function Details({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-ink">
      {lines.map((line) => (
        <li key={line} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{whenFormat.format(new Date(iso))}</time>;
}

function EmptyState({ beyondLastPage }: { beyondLastPage: boolean }) {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ShieldIcon className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-ink">
        {beyondLastPage ? "No entries on this page" : "Nothing recorded yet"}
      </h2>
      <p className="mt-1 max-w-md text-ink-muted">
        {beyondLastPage
          ? "This page is past the end of the log. Go back to the first page."
          : "Role and status changes, deletions, settings and consultation status changes appear here."}
      </p>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Audit log") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <div className="space-y-5">
      <LearnerPageHeader title="Audit log" />
      <Alert variant="error" title={forbidden ? "Not allowed" : "Could not load the audit log"}>
        {forbidden
          ? "Only admins can read the audit log."
          : "Something went wrong while loading the audit log. Please refresh the page."}
      </Alert>
    </div>
  );
}
