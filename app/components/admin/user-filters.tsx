import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { Form } from "~/components/ui/link";
import { ClearFiltersLink, SearchInput } from "~/components/ui/search-input";
import { ACCOUNT_STATUSES, ROLES } from "~/db/schema/enums";
import type { UserFilters } from "~/domain/admin/users.constants";
import { admin } from "~/i18n/messages/admin";
import { adminUsers } from "~/i18n/messages/admin-users";
import { useT } from "~/i18n/react";
import { MAX_SEARCH_LENGTH } from "~/lib/search";

/**
 * Search and filters of the Users list as one GET form: the choice lands in the URL (shareable,
 * kept by the export link) and it works before JavaScript loads. A new search starts at page 1.
 */
export function UserFiltersForm({ action, filters }: { action: string; filters: UserFilters }) {
  const filtered = filters.q !== "" || filters.role !== "all" || filters.status !== "all";
  const shared = useT(admin);
  const t = useT(adminUsers).filters;
  const roleOptions = [
    { value: "all", label: t.allRoles },
    ...ROLES.map((r) => ({ value: r, label: shared.roles[r] })),
  ];
  const statusOptions = [
    { value: "all", label: t.allStatuses },
    ...ACCOUNT_STATUSES.map((s) => ({ value: s, label: shared.statuses[s] })),
  ];
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={t.label}
      preventScrollReset
      // The key resets the inputs when the URL changes (Clear, back button).
      key={`${filters.q}|${filters.role}|${filters.status}`}
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem_auto]"
    >
      <SearchInput
        id="users-q"
        label={t.search}
        defaultValue={filters.q}
        maxLength={MAX_SEARCH_LENGTH}
        className="col-span-2 sm:col-span-1"
      />
      <SelectField
        id="users-role"
        name="role"
        label={t.role}
        defaultValue={filters.role}
        options={roleOptions}
      />
      <SelectField
        id="users-status"
        name="status"
        label={t.status}
        defaultValue={filters.status}
        options={statusOptions}
      />
      <div className="col-span-2 flex gap-2 sm:col-span-1">
        <Button type="submit" className="flex-1 sm:flex-none">
          {t.submit}
        </Button>
        {filtered ? <ClearFiltersLink to={action} /> : null}
      </div>
    </Form>
  );
}
