import { AdminListEmpty, DateTime } from "~/components/admin/admin-list";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Card } from "~/components/ui/card";
import { ShieldIcon } from "~/components/ui/icons";
import { Pagination } from "~/components/ui/pagination";
import { listAuditEntries } from "~/domain/admin/audit.server";
import { describeAuditAction, describeAuditDetails } from "~/domain/admin/audit-format";
import { parseAuditPage } from "~/domain/admin/list-params";
import { formatNumber } from "~/lib/format";
import { pageTitle } from "~/lib/meta";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/audit";

const PAGE = "/admin-dashboard/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "audit.read");
  const { db } = context.get(servicesContext);
  const page = parseAuditPage(new URL(request.url).searchParams);
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

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, page, pageCount, total } = loaderData;
  return (
    <div className="space-y-5">
      <PageHeader
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
                    By {e.actorName} · <DateTime iso={e.createdAt} />
                  </p>
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-left text-sm md:table">
              <caption className="sr-only">Audit log, newest first</caption>
              <thead className="border-b border-border bg-surface-sunken text-xs font-semibold tracking-wide text-ink-muted uppercase">
                <tr>
                  {["When", "Who", "What", "Target", "Details"].map((column) => (
                    <th key={column} scope="col" className="px-4 py-3">
                      {column}
                    </th>
                  ))}
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
      <Pagination
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
        <DateTime iso={e.createdAt} />
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

function EmptyState({ beyondLastPage }: { beyondLastPage: boolean }) {
  return (
    <AdminListEmpty
      framed={false}
      Icon={ShieldIcon}
      title={beyondLastPage ? "No entries on this page" : "Nothing recorded yet"}
    >
      {beyondLastPage
        ? "This page is past the end of the log. Go back to the first page."
        : "Role and status changes, deletions, settings and consultation status changes appear here."}
    </AdminListEmpty>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Audit log") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Audit log" />;
}
