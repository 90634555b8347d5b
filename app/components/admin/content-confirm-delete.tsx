import { Button, buttonClasses, usePendingForm } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Form } from "~/components/ui/link";

/**
 * A Delete button that asks first. It is a native <details> holding the confirming form, so the
 * question works without JavaScript; used by the Content, Stories and Messages tabs.
 */
export function ConfirmDelete({
  action,
  id,
  label,
  question,
  consequence,
  deleteText = "Delete",
  confirmText = "Yes, delete",
  className,
}: {
  /** The route whose action deletes (intent "delete", field "id"). */
  action: string;
  id: string;
  /** Accessible name of the Delete button, e.g. "Delete “Harvest day”". */
  label: string;
  question: string;
  consequence: string;
  /** The summary's word ("Delete") and the confirming button's ("Yes, delete"), in the page's language. */
  deleteText?: string;
  confirmText?: string;
  className?: string;
}) {
  const isPending = usePendingForm();
  const pending = isPending({ fields: { intent: "delete", id } });
  return (
    <details className={cn("group", className)}>
      <summary
        className={cn(
          buttonClasses({ variant: "ghost", size: "sm" }),
          "cursor-pointer list-none text-danger [&::-webkit-details-marker]:hidden",
        )}
        aria-label={label}
      >
        {deleteText}
      </summary>
      <div className="mt-2 max-w-sm rounded-lg border border-danger-border bg-danger-bg p-3 text-sm">
        <p className="font-semibold text-danger-strong">{question}</p>
        <p className="mt-1 text-ink">{consequence}</p>
        <Form method="post" action={action} className="mt-3">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          <Button size="sm" variant="destructive" pending={pending}>
            {confirmText}
          </Button>
        </Form>
      </div>
    </details>
  );
}
