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
import { messagesFor } from "~/i18n/catalog.server";
import type { Compiled } from "~/i18n/define";
import { localeContext } from "~/i18n/locale.server";
import { adminMessages } from "~/i18n/messages/admin-messages";
import type messagesEn from "~/i18n/messages/admin-messages/en";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
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
    ...messagesFor(context.get(localeContext), adminMessages),
    q,
    matches: listed.matches,
    // The page as it is (search and cursor): a delete from the list comes back here.
    self: keysetHref(PAGE, filters, keysetParam(page)),
    newest: listed.page.newest,
    ...keysetLinks(PAGE, filters, listed.page),
    // Not "messages": that key carries the page's words (messagesFor).
    inbox: listed.page.rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
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

/** "Not found" means the inbox on screen is stale: load it again. */
export const shouldRevalidate = revalidateWhenStale;

export default function MessagesTab({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminMessages);
  const { q, matches, self, inbox: messages, newest, newerHref, olderHref } = loaderData;
  const unread = messages.filter((m) => !m.read).length;
  // The whole inbox is on screen only on the newest page with nothing older: only then do the
  // figures describe every message (no total is counted, see keyset.ts).
  const whole = newest && !olderHref;
  const description = q
    ? searchSummary(t.summary, matches)
    : messages.length === 0
      ? t.summary.empty
      : !whole
        ? t.summary.page({ unread })
        : unread > 0
          ? t.summary.unread({ unread, count: messages.length })
          : t.summary.allRead({ count: messages.length });
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <PageHeader title={t.title} description={description} />
      <Form
        method="get"
        action={PAGE}
        role="search"
        aria-label={t.search.label}
        preventScrollReset
        // The key resets the box when the URL changes (Clear, back button).
        key={q}
        className="flex flex-wrap items-end gap-3"
      >
        <SearchInput
          id="messages-q"
          label={t.search.input}
          defaultValue={q}
          maxLength={MAX_SEARCH_LENGTH}
          className="min-w-0 flex-1 basis-64"
        />
        <div className="flex gap-2">
          <Button type="submit">{t.search.submit}</Button>
          {q ? <ClearFiltersLink to={PAGE} /> : null}
        </div>
      </Form>
      <MessageList messages={messages} action={self} olderPage={!newest} searching={q !== ""} />
      <CursorPagination
        label={t.pagesLabel}
        shown={messages.length}
        newest={newest}
        newerHref={newerHref}
        olderHref={olderHref}
      />
    </div>
  );
}

/** How many messages a search found: counted up to MESSAGE_MATCHES_CAP. */
function searchSummary(t: Compiled<typeof messagesEn>["summary"], matches: number | null): string {
  if (matches === null) return t.moreThan({ count: MESSAGE_MATCHES_CAP });
  if (matches === 0) return t.noMatch;
  return t.matches({ count: matches });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, adminMessages);
  return [
    { title: pageTitle(matches, t?.title ?? "Messages") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminMessages);
  return <RouteErrorPanel error={error} heading={t?.title ?? "Messages"} {...MESSAGE_PAGE_ERROR} />;
}
