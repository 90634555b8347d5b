import { data } from "react-router";
import { ConfirmDelete } from "~/components/admin/content-confirm-delete";
import { ContentLoadError } from "~/components/admin/content-load-error";
import { formatReceived } from "~/components/admin/message-list";
import { NotificationActionToast } from "~/components/learner/notification-action-toast";
import { LearnerPageHeader } from "~/components/learner/page-header";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { MailIcon } from "~/components/ui/icons";
import { MESSAGE_TOASTS, replyMailto, subjectLabel } from "~/domain/admin/messages.constants";
import { openMessage } from "~/domain/admin/messages.server";
import { requirePermission } from "~/domain/auth/session.server";
import { pageTitle } from "~/lib/meta";
import { isUuid } from "~/lib/uuid";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/messages-view";
import { deleteMessageAction } from "./messages-delete.server";

const NOT_FOUND = "This message no longer exists. It may have been deleted.";

/** Opening a message marks it read (contacts.read_at), as opening an e-mail would. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(context, request, "messages.manage");
  if (!isUuid(params.messageId)) throw data({ message: NOT_FOUND }, { status: 404 });
  const message = await openMessage(context.get(servicesContext).db, params.messageId);
  if (!message) throw data({ message: NOT_FOUND }, { status: 404 });
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
      <LearnerPageHeader
        title={`Message from ${message.name}`}
        description={`${subjectLabel(message.subject)} · received ${formatReceived(message.createdAt)}`}
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
          <ConfirmDelete
            action={here}
            id={message.id}
            label={`Delete message from ${message.name}`}
            question="Delete this message?"
            consequence={`The message from ${message.name} is removed for good. This cannot be undone.`}
            className="ml-auto"
          />
        </div>
      </article>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Message") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ContentLoadError
      title="Message"
      toast={MESSAGE_TOASTS.fetchFailed}
      error={error}
      back={{ to: "/admin-dashboard/messages", label: "Back to messages" }}
    />
  );
}
