import { z } from "zod";
import { AdminListEmpty, DateTime } from "~/components/admin/admin-list";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { MailIcon } from "~/components/ui/icons";
import { Form, Link } from "~/components/ui/link";
import { parseOutboxFilter } from "~/domain/admin/list-params";
import { OUTBOX_FILTERS, type OutboxFilter } from "~/domain/outbox/outbox";
import {
  countOutboxMessages,
  listOutboxMessages,
  retryOutboxMessage,
} from "~/domain/outbox/outbox.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminSystem } from "~/i18n/messages/admin-system";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { readForm } from "~/routes/form-body.server";
import { requirePermission } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/outbox";

const PAGE = "/admin-dashboard/outbox";

const retrySchema = z.object({ intent: z.literal("retry"), id: z.uuid() });

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "settings.manage");
  const { db } = context.get(servicesContext);
  const filter = parseOutboxFilter(new URL(request.url).searchParams);
  const [messages, counts] = await Promise.all([
    listOutboxMessages(db, filter),
    countOutboxMessages(db),
  ]);
  return {
    ...messagesFor(context.get(localeContext), adminSystem),
    filter,
    counts,
    // Not `messages`: that key carries the page's words (messagesFor).
    queue: messages.map((m) => ({
      ...m,
      runAt: m.runAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, request, "settings.manage");
  const services = context.get(servicesContext);
  const back = `${PAGE}${new URL(request.url).search}`;
  const parsed = retrySchema.safeParse(Object.fromEntries(await readForm(request)));
  const retried = parsed.success && (await retryOutboxMessage(services.db, parsed.data.id));
  // The worker would find it within seconds anyway; this sends it now.
  if (retried) services.outbox.wake();
  const t = translate(context.get(localeContext), adminSystem).outbox.toasts;
  return redirectWithToast(
    services.toasts,
    request,
    back,
    retried
      ? { title: t.queued, description: t.queuedDescription }
      : {
          title: t.nothing,
          description: t.nothingDescription,
          variant: "destructive",
        },
  );
}

type Message = Route.ComponentProps["loaderData"]["queue"][number];

export default function OutboxTab({ loaderData }: Route.ComponentProps) {
  const { filter, counts, queue: messages } = loaderData;
  const t = useT(adminSystem).outbox;
  return (
    <div className="space-y-5">
      <PageHeader
        title={t.title}
        description={t.description({
          sent: counts.sent,
          waiting: counts.queued + counts.sending,
          failed: counts.failed,
        })}
      />
      <nav aria-label={t.filtersLabel} className="flex flex-wrap gap-2">
        {OUTBOX_FILTERS.map((f) => (
          <Link
            key={f}
            to={f === "problems" ? PAGE : `${PAGE}?show=${f}`}
            aria-current={f === filter ? "page" : undefined}
            className={cn(
              "rounded-full border px-4 py-2 text-sm font-semibold",
              f === filter
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-border bg-surface text-ink hover:bg-surface-sunken",
            )}
          >
            {t.filters[f]}
          </Link>
        ))}
      </nav>
      <Card className="overflow-hidden">
        {messages.length === 0 ? (
          <EmptyState filter={filter} />
        ) : (
          <ul className="divide-y divide-border">
            {messages.map((m) => (
              <MessageRow key={m.id} message={m} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function MessageRow({ message: m }: { message: Message }) {
  const canRetry = m.status === "failed" || (m.status === "queued" && m.attempts > 0);
  const t = useT(adminSystem).outbox;
  return (
    <li className="flex flex-col gap-3 p-4 text-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words text-ink">{m.summary}</p>
        <p className="break-all text-ink-muted">
          {(m.channel === "sms" ? t.smsTo : m.channel === "whatsapp" ? t.whatsappTo : t.emailTo)({
            recipient: m.recipient,
          })}
        </p>
        <p className="text-ink-muted">
          <span
            className={cn(
              "font-semibold",
              m.status === "failed"
                ? "text-danger-strong"
                : m.status === "sent"
                  ? "text-brand-700"
                  : "",
            )}
          >
            {m.scheduled ? t.scheduled : t.statuses[m.status]}
          </span>
          {m.deliveryStatus && m.deliveryStatus !== "sent"
            ? ` · ${t.deliveries[m.deliveryStatus]}`
            : null}
          {` · ${t.queuedAt} `}
          <DateTime iso={m.createdAt} />
          {m.sentAt ? (
            <>
              {` · ${t.sentAt} `}
              <DateTime iso={m.sentAt} />
            </>
          ) : null}
          {m.attempts > 0 && m.status !== "sent" ? ` · ${t.attempts({ count: m.attempts })}` : null}
          {m.status === "queued" && m.attempts > 0 ? (
            <>
              {` · ${t.nextTry} `}
              <DateTime iso={m.runAt} />
            </>
          ) : null}
          {m.scheduled ? (
            <>
              {` · ${t.sendsAt} `}
              <DateTime iso={m.runAt} />
            </>
          ) : null}
        </p>
        {m.lastError && m.status !== "sent" ? (
          <p className="break-words text-ink">{t.lastError({ error: m.lastError })}</p>
        ) : null}
      </div>
      {canRetry ? (
        <Form method="post" className="shrink-0">
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="id" value={m.id} />
          <Button type="submit" variant="secondary" size="sm">
            {t.retry}
            <span className="sr-only"> {t.retryTarget({ recipient: m.recipient })}</span>
          </Button>
        </Form>
      ) : null}
    </li>
  );
}

function EmptyState({ filter }: { filter: OutboxFilter }) {
  const t = useT(adminSystem).outbox;
  return (
    <AdminListEmpty
      framed={false}
      Icon={MailIcon}
      title={filter === "problems" ? t.problemsEmptyTitle : t.emptyTitle}
    >
      {filter === "problems" ? t.problemsEmptyBody : t.emptyBody}
    </AdminListEmpty>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaT(matches, adminSystem)?.outbox.title ?? "Outgoing mail";
  return [{ title: pageTitle(matches, title) }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminSystem);
  return <RouteErrorPanel error={error} heading={t?.outbox.title ?? "Outgoing mail"} />;
}
