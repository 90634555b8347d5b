import { AdminListEmpty, DateTime } from "~/components/admin/admin-list";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Card } from "~/components/ui/card";
import { ShieldIcon } from "~/components/ui/icons";
import { Pagination } from "~/components/ui/pagination";
import { listAuditEntries } from "~/domain/admin/audit.server";
import { describeAuditAction, describeAuditDetails } from "~/domain/admin/audit-format";
import { parseAuditPage } from "~/domain/admin/list-params";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminSystem } from "~/i18n/messages/admin-system";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/audit";

const PAGE = "/admin-dashboard/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "audit.read");
  const { db } = context.get(servicesContext);
  const page = parseAuditPage(new URL(request.url).searchParams);
  const { entries, total, pageSize } = await listAuditEntries(db, { page });
  const locale = context.get(localeContext);
  const labels = translate(locale, adminSystem).audit.actions as Record<string, string>;
  return {
    ...messagesFor(locale, adminSystem),
    page,
    total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    entries: entries.map((e) => ({
      id: e.id,
      actorName: e.actorName,
      actorEmail: e.actorEmail,
      action: describeAuditAction(e.action, labels),
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
  const t = useT(adminSystem).audit;
  const columns = [
    t.columns.when,
    t.columns.who,
    t.columns.what,
    t.columns.target,
    t.columns.details,
  ];
  return (
    <div className="space-y-5">
      <PageHeader title={t.title} description={total > 0 ? t.summary({ count: total }) : t.intro} />
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
                    {t.by({ name: e.actorName })} · <DateTime iso={e.createdAt} />
                  </p>
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-left text-sm md:table">
              <caption className="sr-only">{t.caption}</caption>
              <thead className="border-b border-border bg-surface-sunken text-xs font-semibold tracking-wide text-ink-muted uppercase">
                <tr>
                  {columns.map((column) => (
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
        label={t.pagesLabel}
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

/** The details as the action recorded them, in English like every stored record. */
function Details({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul lang="en" className="space-y-0.5 text-ink">
      {lines.map((line) => (
        <li key={line} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}

function EmptyState({ beyondLastPage }: { beyondLastPage: boolean }) {
  const t = useT(adminSystem).audit;
  return (
    <AdminListEmpty
      framed={false}
      Icon={ShieldIcon}
      title={beyondLastPage ? t.beyondTitle : t.emptyTitle}
    >
      {beyondLastPage ? t.beyondBody : t.emptyBody}
    </AdminListEmpty>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaT(matches, adminSystem)?.audit.title ?? "Audit log";
  return [{ title: pageTitle(matches, title) }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminSystem);
  return <RouteErrorPanel error={error} heading={t?.audit.title ?? "Audit log"} />;
}
