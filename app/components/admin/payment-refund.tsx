import { Button, buttonClasses, usePendingForm } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Form, Link } from "~/components/ui/link";

import { adminPayments } from "~/i18n/messages/admin-payments";
import { useLocale, useT } from "~/i18n/react";
import { formatNaira } from "~/lib/format";

/**
 * Refund, asked first. A native <details> holds the confirming form, so the question works
 * without JavaScript (the pattern of ConfirmDelete); Keep reloads the page, which closes it.
 * `open` shows the question at once: the action asks it again when a refund is posted without
 * the confirmation (a form submitted some other way).
 */
export function RefundPayment({
  action,
  amountKobo,
  email,
  open = false,
  className,
}: {
  /** The payment's page, whose action refunds. */
  action: string;
  amountKobo: number;
  email: string | null;
  open?: boolean;
  className?: string;
}) {
  const t = useT(adminPayments);
  const locale = useLocale();
  const amount = formatNaira(amountKobo, locale);
  // "Refund ₦12,500 to ada@example.com? This ends their access to the course."
  const question = email ? t.refund.questionTo({ amount, email }) : t.refund.question({ amount });
  const isPending = usePendingForm();
  const pending = isPending({ fields: { intent: "refund" } });
  return (
    <details className={cn("group", className)} open={open || undefined}>
      <summary
        className={cn(
          buttonClasses({ variant: "outline" }),
          "cursor-pointer list-none text-danger-strong hover:border-danger hover:bg-danger-bg hover:text-danger-strong [&::-webkit-details-marker]:hidden",
        )}
      >
        {t.refund.open}
      </summary>
      <div className="mt-3 max-w-md rounded-lg border border-danger-border bg-danger-bg p-4 text-sm">
        <p className="font-semibold text-danger-strong">{question}</p>
        <p className="mt-1 text-ink">{t.refund.explain}</p>
        <Form method="post" action={action} className="mt-4 flex flex-wrap gap-3">
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="confirm" value="yes" />
          <Button variant="destructive" pending={pending}>
            {t.refund.confirm}
          </Button>
          <Link to={action} className={buttonClasses({ variant: "outline" })}>
            {t.refund.keep}
          </Link>
        </Form>
      </div>
    </details>
  );
}
