import { MESSAGE_PAGE_ERROR } from "~/components/admin/list-page-errors";
import { MessageList } from "~/components/admin/message-list";
import { NotificationActionToast } from "~/components/layout/notification-action-toast";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Button } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import { CursorPagination } from "~/components/ui/pagination";
import { ClearFiltersLink, SearchInput } from "~/components/ui/search-input";
import { keysetHref, keysetLinks, keysetParam } from "~/domain/admin/keyset";
import { parseMessagesQuery } from "~/domain/admin/list-params";
import { MESSAGE_MATCHES_CAP } from "~/domain/admin/messages.constants";
import { listMessages } from "~/domain/admin/messages.server";
import { formatNumber } from "~/lib/format";
import { pageTitle } from "~/lib/meta";
import { revalidateWhenStale } from "~/lib/revalidate";
import { MAX_SEARCH_LENGTH } from "~/lib/search";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/messages";
import { deleteMessageAction } from "./messages-delete.server";

const PAGE = "/admin-dashboard/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "messages.manage");
  const { q, page } = parseMessagesQuery(new URL(request.url).searchParams);
  const filters = { q: q || undefined };
  const listed = await listMessages(context.get(servicesContext).db, { q }, page);
  return {
    q,
    matches: listed.matches,
    // The page as it is (search and cursor): a delete from the list comes back here.
    self: keysetHref(PAGE, filters, keysetParam(page)),
    newest: listed.page.newest,
    ...keysetLinks(PAGE, filters, listed.page),
    messages: listed.page.rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, request, "messages.manage");
  return deleteMessageAction(context.get(servicesContext), request, user);
}

/** "Not found" means the inbox on screen is stale: load it again. */
export const shouldRevalidate = revalidateWhenStale;

export default function MessagesTab({ loaderData, actionData }: Route.ComponentProps) {
  const { q, matches, self, messages, newest, newerHref, olderHref } = loaderData;
  const unread = messages.filter((m) => !m.read).length;
  // The whole inbox is on screen only on the newest page with nothing older: only then do the
  // figures describe every message (no total is counted, see keyset.ts).
  const whole = newest && !olderHref;
  const description = q
    ? searchSummary(matches)
    : messages.length === 0
      ? "Messages from the contact form."
      : !whole
        ? `Messages from the contact form, newest first: ${unread} unread on this page.`
        : unread > 0
          ? `${unread} unread of ${messages.length}.`
          : `${messages.length} message${messages.length === 1 ? "" : "s"}, all read.`;
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <PageHeader title="Messages" description={description} />
      <Form
        method="get"
        action={PAGE}
        role="search"
        aria-label="Search messages"
        preventScrollReset
        // The key resets the box when the URL changes (Clear, back button).
        key={q}
        className="flex flex-wrap items-end gap-3"
      >
        <SearchInput
          id="messages-q"
          label="Search by name, e-mail or words in the message"
          defaultValue={q}
          maxLength={MAX_SEARCH_LENGTH}
          className="min-w-0 flex-1 basis-64"
        />
        <div className="flex gap-2">
          <Button type="submit">Search</Button>
          {q ? <ClearFiltersLink to={PAGE} /> : null}
        </div>
      </Form>
      <MessageList messages={messages} action={self} olderPage={!newest} searching={q !== ""} />
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

/** How many messages a search found: counted up to MESSAGE_MATCHES_CAP. */
function searchSummary(matches: number | null): string {
  if (matches === null) {
    return `More than ${formatNumber(MESSAGE_MATCHES_CAP)} messages match your search, newest first.`;
  }
  if (matches === 0) return "No message matches your search.";
  return `${formatNumber(matches)} message${matches === 1 ? " matches" : "s match"} your search, newest first.`;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Messages") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Messages" {...MESSAGE_PAGE_ERROR} />;
}
