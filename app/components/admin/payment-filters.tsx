import { Button } from "~/components/ui/button";
import { Field, SelectField } from "~/components/ui/field";
import { Form } from "~/components/ui/link";
import { ClearFiltersLink, SearchInput } from "~/components/ui/search-input";
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "~/db/schema/enums";
import { isFilteredPayments, type PaymentsQuery } from "~/domain/payments/admin-payments.constants";
import { adminPayments } from "~/i18n/messages/admin-payments";
import { useT } from "~/i18n/react";
import { MAX_SEARCH_LENGTH } from "~/lib/search";

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
  const t = useT(adminPayments);
  const statusOptions = [
    { value: "all", label: t.filters.allStatuses },
    { value: "needs_refund", label: t.refundNeeded },
    ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t.statuses[s] })),
  ];
  const providerOptions = [
    { value: "all", label: t.filters.allProviders },
    ...PAYMENT_PROVIDERS.map((p) => ({ value: p, label: t.providers[p] })),
  ];
  const courseOptions = [
    { value: "", label: t.filters.allCourses },
    ...courses.map((c) => ({ value: c.id, label: c.title })),
  ];
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={t.filters.label}
      preventScrollReset
      // The key resets the inputs when the URL changes (Clear, back button).
      key={[query.q, query.status, query.provider, query.course, query.from, query.to].join("|")}
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-4"
    >
      <SearchInput
        id="payments-q"
        label={t.filters.search}
        defaultValue={query.q}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={t.filters.searchPlaceholder}
        className="col-span-2"
      />
      <SelectField
        id="payments-status"
        name="status"
        label={t.filters.status}
        defaultValue={query.status}
        options={statusOptions}
      />
      <SelectField
        id="payments-provider"
        name="provider"
        label={t.filters.provider}
        defaultValue={query.provider}
        options={providerOptions}
      />
      <SelectField
        id="payments-course"
        name="course"
        label={t.filters.course}
        defaultValue={query.course}
        options={courseOptions}
        className="col-span-2 lg:col-span-1"
      />
      <Field
        id="payments-from"
        name="from"
        type="date"
        label={t.filters.from}
        defaultValue={query.from}
      />
      <Field id="payments-to" name="to" type="date" label={t.filters.to} defaultValue={query.to} />
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">
          {t.filters.submit}
        </Button>
        {isFilteredPayments(query) ? <ClearFiltersLink to={action} /> : null}
      </div>
    </Form>
  );
}
