import { MESSAGE_PAGE_ERROR } from "~/components/admin/list-page-errors";
import { DeleteMessage } from "~/components/admin/message-list";
import { NotificationActionToast } from "~/components/layout/notification-action-toast";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { MailIcon } from "~/components/ui/icons";
import { replyMailto, subjectLabel } from "~/domain/admin/messages.constants";
import { openMessage } from "~/domain/admin/messages.server";
import { formatDateTime } from "~/lib/format";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/meta";
import { isUuid } from "~/lib/uuid";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/messages-view";
import { deleteMessageAction } from "./messages-delete.server";

const NOT_FOUND = "This message no longer exists. It may have been deleted.";

/** Opening a message marks it read (contacts.read_at), as opening an e-mail would. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(context, request, "messages.manage");
  if (!isUuid(params.messageId)) throw notFound(NOT_FOUND);
  const message = await openMessage(context.get(servicesContext).db, params.messageId);
  if (!message) throw notFound(NOT_FOUND);
  return {
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
  return deleteMessageAction(context.get(servicesContext), request, user);
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

export default function MessageView({ loaderData, actionData }: Route.ComponentProps) {
  const { message } = loaderData;
  const here = `/admin-dashboard/messages/${message.id}`;
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <PageHeader
        title={`Message from ${message.name}`}
        description={`${subjectLabel(message.subject)} · received ${formatDateTime(message.createdAt)}`}
        actions={
          <ButtonLink to="/admin-dashboard/messages" variant="outline" size="sm">
            Back to messages
          </ButtonLink>
        }
      />
      <article className="max-w-3xl rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Detail label="Email">
            <a className="text-brand-700 underline" href={`mailto:${message.email}`}>
              {message.email}
            </a>
          </Detail>
          <Detail label="Phone">
            {message.phone ? (
              <a
                className="text-brand-700 underline"
                href={`tel:${message.phone.replace(/\s+/g, "")}`}
              >
                {message.phone}
              </a>
            ) : (
              "Not given"
            )}
          </Detail>
          <Detail label="Company">{message.company ?? "Not given"}</Detail>
          <Detail label="Subject">{subjectLabel(message.subject)}</Detail>
        </dl>
        <h2 className="mt-6 text-sm font-semibold tracking-wide text-ink-muted uppercase">
          Message
        </h2>
        <p className="mt-1 break-words whitespace-pre-line text-ink">{message.message}</p>
        <div className="mt-6 flex flex-wrap items-start gap-2 border-t border-border pt-4">
          <a href={replyMailto(message)} className={buttonClasses()}>
            <MailIcon className="size-4" />
            Reply by email
          </a>
          <DeleteMessage action={here} message={message} className="ml-auto" />
        </div>
      </article>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Message") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Message" {...MESSAGE_PAGE_ERROR} />;
}
