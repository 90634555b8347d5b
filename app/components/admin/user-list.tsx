import { Avatar } from "~/components/site/avatar";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import type { AdminUserRow } from "~/domain/admin/users.server";
import { adminUsers } from "~/i18n/messages/admin-users";
import { useLocale, useT } from "~/i18n/react";
import { formatDate } from "~/lib/format";
import { UserRoleBadge, UserStatusBadge } from "./user-badges";
import { UserDeleteButton } from "./user-delete-dialog";

/** A user row as the list receives it, with what the signed-in admin may do to it. */
export type UserListItem = Pick<
  AdminUserRow,
  "id" | "name" | "email" | "image" | "role" | "status"
> & {
  /** ISO string. */
  createdAt: string;
  isSelf: boolean;
  canEdit: boolean;
  canDelete: boolean;
};

export function userEditPath(userId: string) {
  return `/admin-dashboard/users/${encodeURIComponent(userId)}`;
}

/**
 * The accounts of one page: a table from 640 px up, stacked cards below (both from the same rows;
 * the hidden one is display:none, so assistive technology meets only one).
 */
export function UserList({ users }: { users: readonly UserListItem[] }) {
  const t = useT(adminUsers).list;
  const locale = useLocale();
  return (
    <>
      <ul className="divide-y divide-border sm:hidden">
        {users.map((u) => (
          <li key={u.id} className="space-y-3 p-4" data-testid="user-card">
            <UserIdentity user={u} />
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <UserRoleBadge role={u.role} />
              <UserStatusBadge status={u.status} />
              <span className="text-ink-muted">
                {t.joinedOn({ date: formatDate(u.createdAt, locale) })}
              </span>
            </div>
            <UserRowActions user={u} />
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">{t.caption}</caption>
        <thead className="border-b border-border bg-surface-sunken text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <tr>
            {[t.user, t.role, t.status].map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 whitespace-nowrap">
              {t.joined}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">{t.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {users.map((u) => (
            <tr key={u.id} className="align-middle">
              <th scope="row" className="px-4 py-3 font-normal">
                <UserIdentity user={u} />
              </th>
              <td className="px-4 py-3">
                <UserRoleBadge role={u.role} />
              </td>
              <td className="px-4 py-3">
                <UserStatusBadge status={u.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-muted">
                {formatDate(u.createdAt, locale)}
              </td>
              <td className="w-px px-4 py-3 whitespace-nowrap">
                <UserRowActions user={u} className="flex-nowrap justify-end" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function UserIdentity({ user }: { user: UserListItem }) {
  const t = useT(adminUsers).list;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={user.name} email={user.email} image={user.image} size={40} />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 font-semibold text-ink">
          <span className="break-words">{user.name}</span>
          {user.isSelf ? <Badge variant="brand">{t.you}</Badge> : null}
        </p>
        <p className="break-all text-ink-muted">{user.email}</p>
      </div>
    </div>
  );
}

function UserRowActions({ user, className = "" }: { user: UserListItem; className?: string }) {
  const t = useT(adminUsers).list;
  if (!user.canEdit) {
    return <p className={`flex text-xs text-ink-muted ${className}`}>{t.onlyAdmins}</p>;
  }
  return (
    <div className={`flex gap-2 ${className || "flex-wrap"}`}>
      <Link
        to={userEditPath(user.id)}
        className={buttonClasses({ variant: "outline", size: "sm" })}
        aria-label={t.editLabel({ name: user.name })}
      >
        {t.edit}
      </Link>
      {user.canDelete ? <UserDeleteButton user={user} /> : null}
    </div>
  );
}
