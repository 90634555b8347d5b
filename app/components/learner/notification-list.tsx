import { NotificationItem } from "~/components/learner/notification-item";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { BellIcon } from "~/components/ui/icons";
import type { NotificationItem as Item } from "~/domain/notifications/notifications.server";
import { learnerNotifications } from "~/i18n/messages/learner-notifications";
import { useT } from "~/i18n/react";

// The learner's list of notifications (one page of it), or what to do while there are none.

/** One page of the learner's notifications under its heading and counts. */
export function NotificationList({
  notifications,
  now,
  action: here,
  counts: { unread, total },
}: {
  notifications: Item[];
  /** The server's clock when the page was rendered, so labels match after hydration. */
  now: string;
  /** Where the forms post (the notifications page at this page of the list). */
  action: string;
  /** The unread notifications and all of them, across every page. */
  counts: { unread: number; total: number };
}) {
  const t = useT(learnerNotifications);
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-6">
        <h2 id="notifications-list-title" className="text-lg font-bold text-ink">
          {t.allNotifications}
        </h2>
        <span className="text-sm text-ink-muted">
          {unread > 0 ? t.unreadCount({ count: unread }) : t.totalCount({ count: total })}
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
              action={here}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function EmptyState() {
  const t = useT(learnerNotifications);
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <BellIcon className="size-7" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-ink">{t.emptyTitle}</h3>
      <p className="mt-1 max-w-md text-ink-muted">{t.emptyText}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/academy">{t.browseCourses}</ButtonLink>
        <ButtonLink to="/consultation" variant="outline">
          {t.bookConsultation}
        </ButtonLink>
      </div>
    </div>
  );
}
