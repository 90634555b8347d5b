import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { Form } from "~/components/ui/link";
import { ClearFiltersLink, SearchInput } from "~/components/ui/search-input";
import { ROLE_LABELS, STATUS_LABELS, type UserFilters } from "~/domain/admin/users.constants";
import { ACCOUNT_STATUSES, ROLES } from "~/domain/catalog/enums";
import { MAX_SEARCH_LENGTH } from "~/lib/search";

const ROLE_OPTIONS = [
  { value: "all", label: "All roles" },
  ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
];
const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  ...ACCOUNT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];

/**
 * Search and filters of the Users list as one GET form: the choice lands in the URL (shareable,
 * kept by the export link) and it works before JavaScript loads. A new search starts at page 1.
 */
export function UserFiltersForm({ action, filters }: { action: string; filters: UserFilters }) {
  const filtered = filters.q !== "" || filters.role !== "all" || filters.status !== "all";
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label="Search users"
      preventScrollReset
      // The key resets the inputs when the URL changes (Clear, back button).
      key={`${filters.q}|${filters.role}|${filters.status}`}
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem_auto]"
    >
      <SearchInput
        id="users-q"
        label="Search by name or e-mail"
        defaultValue={filters.q}
        maxLength={MAX_SEARCH_LENGTH}
        className="col-span-2 sm:col-span-1"
      />
      <SelectField
        id="users-role"
        name="role"
        label="Role"
        defaultValue={filters.role}
        options={ROLE_OPTIONS}
      />
      <SelectField
        id="users-status"
        name="status"
        label="Status"
        defaultValue={filters.status}
        options={STATUS_OPTIONS}
      />
      <div className="col-span-2 flex gap-2 sm:col-span-1">
        <Button type="submit" className="flex-1 sm:flex-none">
          Search
        </Button>
        {filtered ? <ClearFiltersLink to={action} /> : null}
      </div>
    </Form>
  );
}
