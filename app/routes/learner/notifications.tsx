import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { NotificationActionToast } from "~/components/layout/notification-action-toast";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { MessageChannelsPanel } from "~/components/learner/message-channels";
import { NotificationList } from "~/components/learner/notification-list";
import { NotificationPreferencesPanel } from "~/components/learner/notification-preferences";
import { useLearnerPageError } from "~/components/learner/page-error";
import { Button } from "~/components/ui/button";
import { CheckAllIcon } from "~/components/ui/icons";
import { Form } from "~/components/ui/link";
import { Pagination } from "~/components/ui/pagination";
import { maskPhone, toInternationalNumber } from "~/domain/auth/phone-factor.server";
import { safeRedirectTo } from "~/domain/auth/session.server";
import {
  getNotificationSettings,
  liveAccountPhoneLink,
  saveAccountChannels,
} from "~/domain/messaging/account-channels.server";
import { notificationActionSchema } from "~/domain/notifications/notifications.schema";
import {
  deleteNotification,
  listNotificationsPage,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_PAGE_SIZE,
  saveNotificationPreferences,
} from "~/domain/notifications/notifications.server";
import { parseNotificationsPage } from "~/domain/notifications/search-params";
import type { Toast } from "~/domain/toast/toast";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { learner } from "~/i18n/messages/learner";
import { learnerNotifications } from "~/i18n/messages/learner-notifications";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { formatDateTime } from "~/lib/format";
import { pageTitle } from "~/lib/page-title";
import { parseSubmission } from "~/lib/parse-submission";
import { readForm } from "~/routes/form-body.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/notifications";

const PAGE = "/dashboard/notifications";

/** The list at `page`, leaving out page 1 so the plain address stays the first page. */
function hrefFor(page: number): string {
  return page > 1 ? `${PAGE}?page=${page}` : PAGE;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db } = context.get(servicesContext);
  const requested = parseNotificationsPage(new URL(request.url).searchParams);
  const [list, { preferences, channels }] = await Promise.all([
    listNotificationsPage(
      db,
      user.id,
      requested,
      NOTIFICATIONS_PAGE_SIZE,
      context.get(localeContext),
    ),
    getNotificationSettings(db, user.id),
  ]);
  // A number waiting for its confirmation: say until when the link texted to it works.
  const linkUntil =
    channels.phone && !channels.phoneConfirmed
      ? await liveAccountPhoneLink(db, user.id, channels.phone)
      : null;
  const locale = context.get(localeContext);
  // Time labels are computed against the server's clock, sent along so the browser renders the
  // same "3h ago" when it hydrates.
  return {
    ...messagesFor(context.get(localeContext), learnerNotifications),
    ...list,
    preferences,
    channels: {
      chosen: channels.channels,
      phone: channels.phone ? maskPhone(toInternationalNumber(channels.phone)) : null,
      phoneConfirmed: channels.phoneConfirmed,
      linkUntil: linkUntil ? formatDateTime(linkUntil, locale) : null,
    },
    now: new Date().toISOString(),
  };
}

/** The actions' toasts in the request's language (NOTIFICATION_TOASTS holds the English ones). */
function notificationToasts(locale: Locale) {
  const t = translate(locale, learnerNotifications).toasts;
  const destructive = "destructive" as const;
  return {
    allRead: { ...t.allRead },
    deleted: { ...t.deleted },
    preferencesSaved: { ...t.preferencesSaved },
    notFound: { ...t.notFound, variant: destructive },
    invalid: { ...t.invalid, variant: destructive },
    failed: { ...t.failed, variant: destructive },
    preferencesFailed: { ...t.preferencesFailed, variant: destructive },
    channelsSaved: { ...t.channelsSaved },
    confirmSent: { ...t.confirmSent },
    needsPhone: { ...t.needsPhone, variant: destructive },
    optedOut: { ...t.optedOut, variant: destructive },
    textLimited: { ...t.textLimited, variant: destructive },
    linkLive: (until: Date) => ({
      title: t.linkLive.title,
      description: t.linkLive.description({ until: formatDateTime(until, locale) }),
    }),
  } satisfies Record<string, Toast | ((until: Date) => Toast)>;
}

function failure(toast: Toast, status: number) {
  return data({ toast }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  const { db, toasts } = services;
  const NOTIFICATION_TOASTS = notificationToasts(context.get(localeContext));
  // A body that is not a form (a stray fetch, a bot) is treated as an empty form, never a 500.
  const formData = await readForm(request);
  const submission = parseSubmission(formData, { schema: notificationActionSchema });
  if (submission.status !== "success") return failure(NOTIFICATION_TOASTS.invalid, 400);
  const input = submission.value;
  // The forms post to the page they are on (?page=): every action comes back to it.
  const back = hrefFor(parseNotificationsPage(new URL(request.url).searchParams));

  try {
    switch (input.intent) {
      case "read": {
        const result = await markNotificationRead(db, user.id, input.id);
        if (result.status === "not-found") return failure(NOTIFICATION_TOASTS.notFound, 404);
        return redirect(back);
      }
      case "open": {
        const result = await markNotificationRead(db, user.id, input.id);
        if (result.status === "not-found") return failure(NOTIFICATION_TOASTS.notFound, 404);
        // Only a path on this site is followed; anything else stays on the list.
        return redirect(safeRedirectTo(result.link) ?? back);
      }
      case "delete": {
        const deleted = await deleteNotification(db, user.id, input.id);
        if (!deleted) return failure(NOTIFICATION_TOASTS.notFound, 404);
        return redirectWithToast(toasts, request, back, NOTIFICATION_TOASTS.deleted);
      }
      case "read-all": {
        await markAllNotificationsRead(db, user.id);
        return redirectWithToast(toasts, request, back, NOTIFICATION_TOASTS.allRead);
      }
      case "channels": {
        const result = await saveAccountChannels(
          services,
          user.id,
          input.channels,
          context.get(localeContext),
        );
        if (result.status === "needs-phone") return failure(NOTIFICATION_TOASTS.needsPhone, 400);
        // The choice is saved in every other case; the toast says what became of the text.
        const toast =
          result.status === "confirm-sent"
            ? NOTIFICATION_TOASTS.confirmSent
            : result.status === "link-live"
              ? NOTIFICATION_TOASTS.linkLive(result.until)
              : result.status === "opted-out"
                ? NOTIFICATION_TOASTS.optedOut
                : result.status === "limited"
                  ? NOTIFICATION_TOASTS.textLimited
                  : NOTIFICATION_TOASTS.channelsSaved;
        return redirectWithToast(toasts, request, back, toast);
      }
      case "preferences": {
        const { intent: _, ...preferences } = input;
        await saveNotificationPreferences(db, user.id, preferences);
        return redirectWithToast(toasts, request, back, NOTIFICATION_TOASTS.preferencesSaved);
      }
    }
  } catch (error) {
    services.logger.error(
      { err: error, userId: user.id, intent: input.intent },
      "notification action failed",
    );
    return failure(
      input.intent === "preferences"
        ? NOTIFICATION_TOASTS.preferencesFailed
        : NOTIFICATION_TOASTS.failed,
      500,
    );
  }
}

/**
 * A "not found" answer means the list on screen is out of date (deleted in another tab): load it
 * again, as the error toast says. Other failures keep the default (no reload after 4xx/5xx).
 */
export function shouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 404 || defaultShouldRevalidate;
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { notifications, total, unread, page, pageCount, preferences, now } = loaderData;
  const here = hrefFor(page);
  const t = useT(learnerNotifications);
  const l = useT(learner);
  const summary =
    unread > 0 ? t.summaryUnread({ count: unread }) : total > 0 ? t.caughtUp : t.intro;

  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <PageHeader
        title={l.titles.notifications}
        description={summary}
        actions={
          unread > 0 ? (
            <Form method="post" action={here}>
              <input type="hidden" name="intent" value="read-all" />
              <Button variant="outline" size="sm">
                <CheckAllIcon className="size-4" />
                {t.markAllRead}
              </Button>
            </Form>
          ) : null
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="notifications-list-title" className="space-y-4">
          <NotificationList
            notifications={notifications}
            now={now}
            action={here}
            counts={{ unread, total }}
          />
          <Pagination label={t.pagesLabel} page={page} pageCount={pageCount} hrefFor={hrefFor} />
        </section>

        <section aria-labelledby="notification-settings-title" className="space-y-6">
          <NotificationPreferencesPanel preferences={preferences} action={here} />
          <MessageChannelsPanel channels={loaderData.channels} action={here} />
        </section>
      </div>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, metaT(matches, learner)?.titles.notifications ?? "Notifications") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, back } = useLearnerPageError();
  return (
    <RouteErrorPanel
      error={error}
      heading={t?.titles.notifications ?? "Notifications"}
      failed={{
        title: t?.errors.notificationsTitle ?? "Could not load notifications",
        message:
          t?.errors.notifications ??
          "We could not load your notifications. Please refresh the page.",
      }}
      back={back}
    />
  );
}
