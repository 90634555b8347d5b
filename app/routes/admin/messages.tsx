import { MESSAGE_PAGE_ERROR } from "~/components/admin/list-page-errors";
import { MessageList } from "~/components/admin/message-list";
import { NotificationActionToast } from "~/components/layout/notification-action-toast";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { listMessages, MESSAGE_LIST_LIMIT } from "~/domain/admin/messages.server";
import { pageTitle } from "~/lib/meta";
import { revalidateWhenStale } from "~/lib/revalidate";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/messages";
import { deleteMessageAction } from "./messages-delete.server";

const PAGE = "/admin-dashboard/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "messages.manage");
  const messages = await listMessages(context.get(servicesContext).db);
  return {
    limit: MESSAGE_LIST_LIMIT,
    messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, request, "messages.manage");
  return deleteMessageAction(context.get(servicesContext), request, user);
}

/** "Not found" means the inbox on screen is stale: load it again. */
export const shouldRevalidate = revalidateWhenStale;

export default function MessagesTab({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, limit } = loaderData;
  const unread = messages.filter((m) => !m.read).length;
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <PageHeader
        title="Messages"
        description={
          messages.length === 0
            ? "Messages from the contact form."
            : unread > 0
              ? `${unread} unread of ${messages.length}.`
              : `${messages.length} message${messages.length === 1 ? "" : "s"}, all read.`
        }
      />
      <MessageList messages={messages} action={PAGE} />
      {messages.length >= limit ? (
        <p className="text-sm text-ink-muted">
          Showing the {limit} newest messages. Delete ones you have dealt with to see older ones.
        </p>
      ) : null}
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Messages") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Messages" {...MESSAGE_PAGE_ERROR} />;
}
