import { Badge, type BadgeVariant } from "~/components/ui/badge";
import type { AccountStatus, Role } from "~/db/schema/enums";
import { admin } from "~/i18n/messages/admin";
import { useT } from "~/i18n/react";

const STATUS_VARIANTS: Record<AccountStatus, BadgeVariant> = {
  active: "success",
  pending: "warning",
  inactive: "neutral",
  suspended: "danger",
};

const ROLE_VARIANTS: Record<Role, BadgeVariant> = {
  user: "neutral",
  instructor: "info",
  moderator: "accent",
  admin: "brand",
};

/** An account's status in words and colour (the word carries the meaning). */
export function UserStatusBadge({ status }: { status: AccountStatus }) {
  const t = useT(admin);
  return <Badge variant={STATUS_VARIANTS[status]}>{t.statuses[status]}</Badge>;
}

export function UserRoleBadge({ role }: { role: Role }) {
  const t = useT(admin);
  return <Badge variant={ROLE_VARIANTS[role]}>{t.roles[role]}</Badge>;
}
