import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { ROLE_LABELS, STATUS_LABELS } from "~/domain/admin/users.constants";
import type { AccountStatus, Role } from "~/domain/catalog/enums";

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
  return <Badge variant={STATUS_VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}

export function UserRoleBadge({ role }: { role: Role }) {
  return <Badge variant={ROLE_VARIANTS[role]}>{ROLE_LABELS[role]}</Badge>;
}
