import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { MailIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import type { InboxMessage } from "~/domain/admin/messages.server";
import type { Compiled } from "~/i18n/define";
import { adminMessages } from "~/i18n/messages/admin-messages";
import type messagesEn from "~/i18n/messages/admin-messages/en";
import { useT } from "~/i18n/react";
import { AdminItemList, AdminListEmpty, DateTime } from "./admin-list";
import { ConfirmDelete } from "./content-confirm-delete";

/** An inbox message as the page receives it (dates arrive as ISO strings). */
export type MessageRow = Omit<InboxMessage, "createdAt"> & { createdAt: string };

type SubjectWords = Compiled<typeof messagesEn>["subjects"];

/** A contact form subject in the page's language (an unknown one as stored). */
export function subjectText(words: SubjectWords, subject: string): string {
  return subject in words ? words[subject as keyof SubjectWords] : subject;
}

/** Delete with its confirmation, the same on the inbox row and on the message's own page. */
export function DeleteMessage({
  action,
  message,
  className,
}: {
  action: string;
  message: { id: string; name: string };
  className?: string;
}) {
  const t = useT(adminMessages);
  return (
    <ConfirmDelete
      action={action}
      id={message.id}
      label={t.list.deleteLabel({ name: message.name })}
      question={t.list.deleteQuestion}
      consequence={t.list.deleteConsequence({ name: message.name })}
      deleteText={t.confirm.delete}
      confirmText={t.confirm.yes}
      className={className}
    />
  );
}

function MessageItem({ message, action }: { message: MessageRow; action: string }) {
  const t = useT(adminMessages);
  const headingId = `message-${message.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={cn(
          "relative rounded-xl border bg-surface p-4 shadow-sm sm:p-5",
          message.read ? "border-border" : "border-brand-300 bg-brand-50/40",
        )}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2
              id={headingId}
              className={cn(
                "text-base break-words text-ink",
                message.read ? "font-semibold" : "font-bold",
              )}
            >
              {message.read ? null : (
                <span
                  className="mr-2 inline-block size-2.5 rounded-full bg-brand-600 align-middle"
                  aria-hidden="true"
                />
              )}
              <Link
                to={`/admin-dashboard/messages/${message.id}`}
                className="hover:text-brand-800 hover:underline focus-visible:focus-ring"
              >
                {message.name}
                <span className="sr-only">{message.read ? "" : t.list.unreadSr}</span>
              </Link>
            </h2>
            <p className="text-sm break-all text-ink-muted">{message.email}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {message.read ? null : (
              <Badge variant="brand" aria-hidden="true">
                {t.list.unread}
              </Badge>
            )}
            <Badge variant="neutral">{subjectText(t.subjects, message.subject)}</Badge>
          </div>
        </div>
        <p className="mt-2 break-words text-ink">{message.preview}</p>
        <div className="mt-3 flex flex-wrap items-start justify-between gap-2">
          <p className="self-center text-sm text-ink-muted">
            <DateTime iso={message.createdAt} />
          </p>
          <DeleteMessage action={action} message={message} />
        </div>
      </article>
    </li>
  );
}

export function MessageList({
  messages,
  action,
  olderPage = false,
  searching = false,
}: {
  messages: MessageRow[];
  action: string;
  /** A page past the newest (keyset): empty there means nothing older, not an empty inbox. */
  olderPage?: boolean;
  /** The list is a search's: empty means nothing matched. */
  searching?: boolean;
}) {
  const t = useT(adminMessages);
  return (
    <AdminItemList
      items={messages}
      label={t.title}
      empty={
        searching ? (
          <AdminListEmpty
            Icon={MailIcon}
            title={olderPage ? t.list.noOlderMatching : t.list.noMatching}
          >
            {t.list.noMatchingText}
          </AdminListEmpty>
        ) : (
          <AdminListEmpty Icon={MailIcon} title={olderPage ? t.list.noOlder : t.list.none}>
            {t.list.emptyText}
          </AdminListEmpty>
        )
      }
    >
      {(message) => <MessageItem key={message.id} message={message} action={action} />}
    </AdminItemList>
  );
}
