import { MESSAGE_PAGE_ERROR } from "~/components/admin/list-page-errors";
import { MessageList } from "~/components/admin/message-list";
import { NotificationActionToast } from "~/components/layout/notification-action-toast";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { CursorPagination } from "~/components/ui/pagination";
import { keysetLinks } from "~/domain/admin/keyset";
import { parseKeysetPage } from "~/domain/admin/list-params";
import { listMessages } from "~/domain/admin/messages.server";
import { pageTitle } from "~/lib/meta";
import { revalidateWhenStale } from "~/lib/revalidate";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/messages";
import { deleteMessageAction } from "./messages-delete.server";

const PAGE = "/admin-dashboard/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "messages.manage");
  const page = parseKeysetPage(new URL(request.url).searchParams);
  const listed = await listMessages(context.get(servicesContext).db, page);
  return {
    newest: listed.newest,
    ...keysetLinks(PAGE, {}, listed),
    messages: listed.rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, request, "messages.manage");
  return deleteMessageAction(context.get(servicesContext), request, user);
}

/** "Not found" means the inbox on screen is stale: load it again. */
export const shouldRevalidate = revalidateWhenStale;

export default function MessagesTab({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, newest, newerHref, olderHref } = loaderData;
  const unread = messages.filter((m) => !m.read).length;
  // The whole inbox is on screen only on the newest page with nothing older: only then do the
  // figures describe every message (no total is counted, see keyset.ts).
  const whole = newest && !olderHref;
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <PageHeader
        title="Messages"
        description={
          messages.length === 0
            ? "Messages from the contact form."
            : !whole
              ? `Messages from the contact form, newest first: ${unread} unread on this page.`
              : unread > 0
                ? `${unread} unread of ${messages.length}.`
                : `${messages.length} message${messages.length === 1 ? "" : "s"}, all read.`
        }
      />
      <MessageList messages={messages} action={PAGE} olderPage={!newest} />
      <CursorPagination
        label="Messages pages"
        shown={messages.length}
        newest={newest}
        newerHref={newerHref}
        olderHref={olderHref}
      />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Messages") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Messages" {...MESSAGE_PAGE_ERROR} />;
}
