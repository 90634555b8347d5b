import { data, Form, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { NotificationActionToast } from "~/components/layout/notification-action-toast";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { NotificationItem } from "~/components/learner/notification-item";
import { NotificationPreferencesPanel } from "~/components/learner/notification-preferences";
import { LEARNER_PAGE_ERROR } from "~/components/learner/page-error";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { BellIcon, CheckAllIcon } from "~/components/ui/icons";
import { safeRedirectTo } from "~/domain/auth/session.server";
import { NOTIFICATION_TOASTS } from "~/domain/notifications/notifications.constants";
import { notificationActionSchema } from "~/domain/notifications/notifications.schema";
import {
  countUnreadNotifications,
  deleteNotification,
  getNotificationPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  saveNotificationPreferences,
} from "~/domain/notifications/notifications.server";
import type { Toast } from "~/domain/toast/toast";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { readForm } from "~/routes/form-body.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/notifications";

const PAGE = "/dashboard/notifications";
/** The newest this many are listed; older ones stay stored until deleted with the account. */
const LIST_LIMIT = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db } = context.get(servicesContext);
  const [notifications, unread, preferences] = await Promise.all([
    listNotifications(db, user.id, { limit: LIST_LIMIT }),
    countUnreadNotifications(db, user.id),
    getNotificationPreferences(db, user.id),
  ]);
  // Time labels are computed against the server's clock, sent along so the browser renders the
  // same "3h ago" when it hydrates.
  return { notifications, unread, preferences, now: new Date().toISOString(), limit: LIST_LIMIT };
}

function failure(toast: Toast, status: number) {
  return data({ toast }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  const { db, toasts } = services;
  // A body that is not a form (a stray fetch, a bot) is treated as an empty form, never a 500.
  const formData = await readForm(request);
  const submission = parseSubmission(formData, { schema: notificationActionSchema });
  if (submission.status !== "success") return failure(NOTIFICATION_TOASTS.invalid, 400);
  const input = submission.value;

  try {
    switch (input.intent) {
      case "read": {
        const result = await markNotificationRead(db, user.id, input.id);
        if (result.status === "not-found") return failure(NOTIFICATION_TOASTS.notFound, 404);
        return redirect(PAGE);
      }
      case "open": {
        const result = await markNotificationRead(db, user.id, input.id);
        if (result.status === "not-found") return failure(NOTIFICATION_TOASTS.notFound, 404);
        // Only a path on this site is followed; anything else stays on the list.
        return redirect(safeRedirectTo(result.link) ?? PAGE);
      }
      case "delete": {
        const deleted = await deleteNotification(db, user.id, input.id);
        if (!deleted) return failure(NOTIFICATION_TOASTS.notFound, 404);
        return redirectWithToast(toasts, request, PAGE, NOTIFICATION_TOASTS.deleted);
      }
      case "read-all": {
        await markAllNotificationsRead(db, user.id);
        return redirectWithToast(toasts, request, PAGE, NOTIFICATION_TOASTS.allRead);
      }
      case "preferences": {
        const { intent: _, ...preferences } = input;
        await saveNotificationPreferences(db, user.id, preferences);
        return redirectWithToast(toasts, request, PAGE, NOTIFICATION_TOASTS.preferencesSaved);
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
  const { notifications, unread, preferences, now, limit } = loaderData;
  const summary =
    unread > 0
      ? `You have ${unread} unread notification${unread === 1 ? "" : "s"}.`
      : notifications.length > 0
        ? "You're all caught up."
        : "Updates about your courses, certificates and consultations appear here.";

  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <PageHeader
        title="Notifications"
        description={summary}
        actions={
          unread > 0 ? (
            <Form method="post" action={PAGE}>
              <input type="hidden" name="intent" value="read-all" />
              <Button variant="outline" size="sm">
                <CheckAllIcon className="size-4" />
                Mark all as read
              </Button>
            </Form>
          ) : null
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="notifications-list-title">
          <Card className="overflow-hidden">
            <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-6">
              <h2 id="notifications-list-title" className="text-lg font-bold text-ink">
                All notifications
              </h2>
              <span className="text-sm text-ink-muted">
                {unread > 0 ? `${unread} unread` : `${notifications.length} total`}
              </span>
            </div>
            {notifications.length === 0 ? (
              <EmptyState />
            ) : (
              <ul className="divide-y divide-border">
                {notifications.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    now={now}
                    action={PAGE}
                  />
                ))}
              </ul>
            )}
          </Card>
          {notifications.length >= limit ? (
            <p className="mt-3 text-sm text-ink-muted">
              Showing your {limit} most recent notifications. Delete older ones you no longer need.
            </p>
          ) : null}
        </section>

        <section aria-labelledby="notification-settings-title" className="lg:sticky lg:top-24">
          <NotificationPreferencesPanel preferences={preferences} action={PAGE} />
        </section>
      </div>
    </div>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <BellIcon className="size-7" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-ink">No notifications yet</h3>
      <p className="mt-1 max-w-md text-ink-muted">
        We will let you know here when you enrol in a course, finish one, earn a certificate or when
        a consultation you booked is updated.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/academy">Browse courses</ButtonLink>
        <ButtonLink to="/consultation" variant="outline">
          Book a consultation
        </ButtonLink>
      </div>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Notifications") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorPanel
      error={error}
      heading="Notifications"
      failed={{
        title: "Could not load notifications",
        message: "We could not load your notifications. Please refresh the page.",
      }}
      {...LEARNER_PAGE_ERROR}
    />
  );
}
