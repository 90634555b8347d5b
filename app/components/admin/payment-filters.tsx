import { Button } from "~/components/ui/button";
import { Field, SelectField } from "~/components/ui/field";
import { Form } from "~/components/ui/link";
import { ClearFiltersLink, SearchInput } from "~/components/ui/search-input";
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "~/domain/catalog/enums";
import {
  isFilteredPayments,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentsQuery,
  REFUND_NEEDED,
} from "~/domain/payments/admin-payments.constants";
import { MAX_SEARCH_LENGTH } from "~/lib/search";

const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  { value: "needs_refund", label: REFUND_NEEDED },
  ...PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] })),
];
const PROVIDER_OPTIONS = [
  { value: "all", label: "All providers" },
  ...PAYMENT_PROVIDERS.map((p) => ({ value: p, label: PAYMENT_PROVIDER_LABELS[p] })),
];

/**
 * Search and filters of the Payments list as one GET form: the choice lands in the URL
 * (shareable, kept by the pages and the export link) and it works before JavaScript loads. The
 * dates are calendar days in Lagos, both included. A new search starts at page 1.
 */
export function PaymentFiltersForm({
  action,
  query,
  courses,
}: {
  action: string;
  query: PaymentsQuery;
  courses: readonly { id: string; title: string }[];
}) {
  const courseOptions = [
    { value: "", label: "All courses" },
    ...courses.map((c) => ({ value: c.id, label: c.title })),
  ];
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label="Search payments"
      preventScrollReset
      // The key resets the inputs when the URL changes (Clear, back button).
      key={[query.q, query.status, query.provider, query.course, query.from, query.to].join("|")}
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-4"
    >
      <SearchInput
        id="payments-q"
        label="Search by e-mail or reference"
        defaultValue={query.q}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder="ada@ or AFA-…"
        className="col-span-2"
      />
      <SelectField
        id="payments-status"
        name="status"
        label="Status"
        defaultValue={query.status}
        options={STATUS_OPTIONS}
      />
      <SelectField
        id="payments-provider"
        name="provider"
        label="Provider"
        defaultValue={query.provider}
        options={PROVIDER_OPTIONS}
      />
      <SelectField
        id="payments-course"
        name="course"
        label="Course"
        defaultValue={query.course}
        options={courseOptions}
        className="col-span-2 lg:col-span-1"
      />
      <Field id="payments-from" name="from" type="date" label="From" defaultValue={query.from} />
      <Field id="payments-to" name="to" type="date" label="To" defaultValue={query.to} />
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">
          Search
        </Button>
        {isFilteredPayments(query) ? <ClearFiltersLink to={action} /> : null}
      </div>
    </Form>
  );
}
