import { DetailItem } from "~/components/admin/detail-item";
import { MESSAGE_PAGE_ERROR } from "~/components/admin/list-page-errors";
import { DeleteMessage, subjectText } from "~/components/admin/message-list";
import { NotificationActionToast } from "~/components/layout/notification-action-toast";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { MailIcon } from "~/components/ui/icons";
import { replyMailto } from "~/domain/admin/messages.constants";
import { openMessage } from "~/domain/admin/messages.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminMessages } from "~/i18n/messages/admin-messages";
import { metaT } from "~/i18n/meta";
import { useLocale, useOptionalT, useT } from "~/i18n/react";
import { formatDateTime } from "~/lib/format";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/page-title";
import { isUuid } from "~/lib/uuid";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/messages-view";
import { deleteMessageAction } from "./messages-delete.server";

/** Opening a message marks it read (contacts.read_at), as opening an e-mail would. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(context, request, "messages.manage");
  const locale = context.get(localeContext);
  const gone = translate(locale, adminMessages).toasts.notFound;
  if (!isUuid(params.messageId)) throw notFound(gone);
  const message = await openMessage(context.get(servicesContext).db, params.messageId);
  if (!message) throw notFound(gone);
  return {
    ...messagesFor(locale, adminMessages),
    message: {
      id: message.id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      company: message.company,
      subject: message.subject,
      message: message.message,
      createdAt: message.createdAt.toISOString(),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, request, "messages.manage");
  return deleteMessageAction(
    context.get(servicesContext),
    request,
    user,
    context.get(localeContext),
  );
}

export default function MessageView({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const { message } = loaderData;
  const subject = subjectText(t.subjects, message.subject);
  const here = `/admin-dashboard/messages/${message.id}`;
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <PageHeader
        title={t.from({ name: message.name })}
        description={t.received({ subject, date: formatDateTime(message.createdAt, locale) })}
        actions={
          <ButtonLink to="/admin-dashboard/messages" variant="outline" size="sm">
            {t.back}
          </ButtonLink>
        }
      />
      <article className="max-w-3xl rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <DetailItem label={t.view.email}>
            <a className="text-brand-700 underline" href={`mailto:${message.email}`}>
              {message.email}
            </a>
          </DetailItem>
          <DetailItem label={t.view.phone}>
            {message.phone ? (
              <a
                className="text-brand-700 underline"
                href={`tel:${message.phone.replace(/\s+/g, "")}`}
              >
                {message.phone}
              </a>
            ) : (
              t.view.notGiven
            )}
          </DetailItem>
          <DetailItem label={t.view.company}>{message.company ?? t.view.notGiven}</DetailItem>
          <DetailItem label={t.view.subject}>{subject}</DetailItem>
        </dl>
        <h2 className="mt-6 text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {t.view.message}
        </h2>
        <p className="mt-1 break-words whitespace-pre-line text-ink">{message.message}</p>
        <div className="mt-6 flex flex-wrap items-start gap-2 border-t border-border pt-4">
          <a href={replyMailto(message)} className={buttonClasses()}>
            <MailIcon className="size-4" />
            {t.view.reply}
          </a>
          <DeleteMessage action={here} message={message} className="ml-auto" />
        </div>
      </article>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, adminMessages);
  return [
    { title: pageTitle(matches, t?.messageTitle ?? "Message") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminMessages);
  return (
    <RouteErrorPanel error={error} heading={t?.messageTitle ?? "Message"} {...MESSAGE_PAGE_ERROR} />
  );
}
