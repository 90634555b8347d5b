import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ArrowRightIcon, CheckIcon, TrashIcon } from "~/components/ui/icons";
import { Form } from "~/components/ui/link";
import type { NotificationItem as Item } from "~/domain/notifications/notifications.server";
import { HTML_LANG } from "~/i18n/locales";
import { learnerNotifications } from "~/i18n/messages/learner-notifications";
import { useLocale, useT } from "~/i18n/react";
import { formatDate } from "~/lib/format";
import { relativeTimeLabel } from "~/lib/relative-time";
import { NotificationTypeIcon } from "./notification-icons";

/**
 * One notification. Every action is a small POST form of its own (they work before JavaScript
 * loads); a notification with a link opens through the server, which marks it read first.
 */
export function NotificationItem({
  notification,
  now,
  action,
}: {
  notification: Item;
  /** The server's clock when the page was rendered, so labels match after hydration. */
  now: string;
  /** Where the forms post (the notifications page). */
  action: string;
}) {
  const locale = useLocale();
  const { id, type, title, message, link, read, createdAt } = notification;
  // The words were written in the recipient's language of the day: say so if it is not the page's.
  const lang = notification.locale === locale ? undefined : HTML_LANG[notification.locale];
  const titleId = `notification-${id}-title`;
  const t = useT(learnerNotifications);
  const heading = (
    <h3
      id={titleId}
      lang={lang}
      className={cn("text-base leading-snug text-ink", read ? "font-semibold" : "font-bold")}
    >
      {link ? (
        <button
          type="submit"
          className="group cursor-pointer rounded-sm text-left text-brand-800 underline-offset-2 hover:underline focus-visible:focus-ring"
        >
          {title}
          <ArrowRightIcon className="ml-1 inline-block size-4 align-[-0.2em] transition-transform group-hover:translate-x-0.5" />
        </button>
      ) : (
        title
      )}
    </h3>
  );

  return (
    <li
      className={cn(
        "relative flex gap-3 px-4 py-4 sm:gap-4 sm:px-6 sm:py-5",
        read ? "bg-surface" : "bg-brand-50",
      )}
    >
      {read ? null : (
        <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-brand-600" />
      )}
      <NotificationTypeIcon type={type} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
          {read ? null : <Badge variant="brand">{t.unread}</Badge>}
          <time dateTime={createdAt.toISOString()} title={formatDate(createdAt, locale)}>
            {relativeTimeLabel(createdAt, now, locale)}
          </time>
        </div>
        {link ? (
          <Form method="post" action={action} className="mt-1">
            <input type="hidden" name="intent" value="open" />
            <input type="hidden" name="id" value={id} />
            {heading}
          </Form>
        ) : (
          <div className="mt-1">{heading}</div>
        )}
        <p lang={lang} className={cn("mt-1 text-sm", read ? "text-ink-muted" : "text-ink")}>
          {message}
        </p>
        <div className="mt-3 flex flex-wrap gap-1.5 sm:gap-2">
          {read ? null : (
            <Form method="post" action={action} preventScrollReset>
              <input type="hidden" name="intent" value="read" />
              <input type="hidden" name="id" value={id} />
              <Button variant="outline" size="sm" aria-describedby={titleId}>
                {/* Without its icon on phones, so both buttons fit on one line. */}
                <CheckIcon className="hidden size-4 sm:block" />
                {t.markRead}
              </Button>
            </Form>
          )}
          <Form method="post" action={action} preventScrollReset>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={id} />
            <Button
              variant="ghost"
              size="sm"
              aria-describedby={titleId}
              // Alone on a read notification, it lines up with the text above.
              className={cn(
                "px-2.5 text-danger hover:bg-danger-bg hover:text-danger-strong",
                read && "-ml-2.5",
              )}
            >
              <TrashIcon className="size-4" />
              {t.delete}
            </Button>
          </Form>
        </div>
      </div>
    </li>
  );
}
