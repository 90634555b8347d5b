import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink, usePendingForm } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Form } from "~/components/ui/link";
import { admin } from "~/i18n/messages/admin";
import { useLocale, useT } from "~/i18n/react";
import { formatDateTime } from "~/lib/format";

/**
 * What a staff list shows when it has nothing (yet, or on this page, or for these filters): what
 * belongs here, and the button that adds the first one where staff can add them. Framed by a
 * dashed border, unless it stands inside the list's own card (`framed={false}`).
 */
export function AdminListEmpty({
  Icon,
  title,
  children,
  add,
  framed = true,
}: {
  Icon: (p: React.ComponentProps<"svg">) => React.ReactNode;
  title: string;
  children: React.ReactNode;
  add?: { to: string; label: string };
  framed?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center px-6 py-12 text-center",
        framed && "rounded-xl border border-dashed border-border-strong bg-surface",
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-ink">{title}</h2>
      <p className="mt-1 max-w-md text-ink-muted">{children}</p>
      {add ? (
        <ButtonLink to={add.to} className="mt-5">
          {add.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}

/**
 * A staff list of records: its rows (named for screen readers by `label`), or, when there are
 * none, its empty state (an AdminListEmpty).
 */
export function AdminItemList<Item>({
  items,
  label,
  className = "space-y-3",
  empty,
  children,
}: {
  items: readonly Item[];
  label: string;
  className?: string;
  empty: React.ReactNode;
  /** One row, an `<li>` with its key. */
  children: (item: Item) => React.ReactNode;
}) {
  if (items.length === 0) return empty;
  return (
    <ul className={className} aria-label={label}>
      {items.map(children)}
    </ul>
  );
}

/**
 * A row's on/off switch as a one-button form (Publish/Unpublish, Feature/Unfeature): the verb is
 * the button's text and, lower-cased, the intent the list's action reads. Its button spins while
 * this row's own switch (not its deletion) is on its way.
 */
export function RowToggle({
  action,
  id,
  on,
  verbs,
  object,
}: {
  /** The route whose action switches (field "intent", field "id"). */
  action: string;
  id: string;
  /** Whether the row is switched on now (published, featured). */
  on: boolean;
  /** The verb that switches it on, then the one that switches it off. */
  verbs: readonly [string, string];
  /** What the button acts on, ending its accessible name: "Publish “Harvest day”". */
  object: string;
}) {
  const isPending = usePendingForm();
  const t = useT(admin);
  const pending = isPending({ fields: { id } }) && !isPending({ fields: { id, intent: "delete" } });
  const verb = on ? verbs[1] : verbs[0];
  const intent = verb.toLowerCase();
  const label = t.toggles[intent as keyof typeof t.toggles] ?? verb;
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button
        size="sm"
        variant={on ? "outline" : "primary"}
        pending={pending}
        aria-label={t.toggleLabel({ verb: label, object })}
      >
        {label}
      </Button>
    </Form>
  );
}

/** Whether a record is on the site: "Published", or "Draft" while only staff see it. */
export function PublishedBadge({ published }: { published: boolean }) {
  const t = useT(admin);
  return (
    <Badge variant={published ? "success" : "neutral"}>{published ? t.published : t.draft}</Badge>
  );
}

/** When something happened, as a machine-readable <time>: "22 Nov 2026, 9:05 am". */
export function DateTime({ iso }: { iso: string }) {
  const locale = useLocale();
  return <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
}
