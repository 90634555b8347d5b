import { useId, useRef } from "react";
import { Button, buttonClasses, usePendingForm } from "~/components/ui/button";
import { CloseIcon, TrashIcon } from "~/components/ui/icons";
import { Form, Link } from "~/components/ui/link";
import { useHydrated } from "~/components/ui/use-hydrated";
import { adminUsers } from "~/i18n/messages/admin-users";
import { useT } from "~/i18n/react";

/** Where a user's deletion is confirmed (and, without JavaScript, asked for). */
export function userDeletePath(userId: string) {
  return `/admin-dashboard/users/${encodeURIComponent(userId)}/delete`;
}

const NAME_MARK = "\uE000";
const EMAIL_MARK = "\uE001";

/** What the dialog and the confirmation page both say (the name in bold, wherever a language puts it). */
export function UserDeleteWarning({ name, email }: { name: string; email: string }) {
  const t = useT(adminUsers).delete;
  const parts = t.warning({ name: NAME_MARK, email: EMAIL_MARK }).split(/(\uE000|\uE001)/);
  return (
    <>
      {parts.map((part, i) =>
        part === NAME_MARK ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence.
          <strong key={i} className="text-ink">
            {name}
          </strong>
        ) : part === EMAIL_MARK ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence.
          <span key={i} className="break-all">
            {email}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/**
 * Delete for one row. With JavaScript: a dialog headed "Are you absolutely sure?" whose button
 * posts to the delete action. Before (or without) JavaScript: a link to the confirmation page,
 * which asks the same question with a plain form.
 */
export function UserDeleteButton({
  user,
  size = "sm",
}: {
  user: { id: string; name: string; email: string };
  size?: "sm" | "md";
}) {
  const hydrated = useHydrated();
  const isPending = usePendingForm();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const t = useT(adminUsers).delete;
  const action = userDeletePath(user.id);
  const label = t.buttonLabel({ name: user.name });
  const trigger = buttonClasses({ variant: "outline", size });
  const classes = `${trigger} text-danger-strong hover:border-danger hover:bg-danger-bg hover:text-danger-strong`;

  if (!hydrated) {
    return (
      <Link to={action} className={classes} aria-label={label}>
        <TrashIcon className="size-4" />
        {t.button}
      </Link>
    );
  }

  const pending = isPending({ formAction: action });
  return (
    <>
      <button
        type="button"
        className={classes}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <TrashIcon className="size-4" />
        {t.button}
      </button>
      {/* Native modal: focus stays inside, Escape closes, focus returns to the button. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the dialog handles natively. */}
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-warning`}
        onClick={(event) => {
          // A click on the dialog box itself (not its contents) is a click on the backdrop.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="fixed inset-0 z-[80] m-auto h-fit w-[calc(100vw-2rem)] max-w-lg rounded-xl bg-surface p-5 text-ink shadow-lg backdrop:bg-ink/60 focus-visible:focus-ring sm:p-6"
      >
        <div className="flex items-start gap-3">
          <h2 id={`${id}-title`} className="min-w-0 flex-1 text-lg font-bold text-ink">
            {t.dialogTitle}
          </h2>
          <button
            type="button"
            aria-label={t.close}
            onClick={() => dialog.current?.close()}
            className="-mt-1 -mr-1 flex size-10 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface-sunken hover:text-ink focus-visible:focus-ring"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <p id={`${id}-warning`} className="mt-2 text-sm text-ink-muted">
          <UserDeleteWarning name={user.name} email={user.email} />
        </p>
        <Form method="post" action={action} className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className={buttonClasses({ variant: "outline" })}
            onClick={() => dialog.current?.close()}
          >
            {t.cancel}
          </button>
          <Button type="submit" variant="destructive" pending={pending}>
            <TrashIcon className="size-5" />
            {t.confirm}
          </Button>
        </Form>
      </dialog>
    </>
  );
}
