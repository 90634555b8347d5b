import { useId, useRef } from "react";
import { useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { CloseIcon, TrashIcon } from "~/components/ui/icons";
import { Form, Link } from "~/components/ui/link";
import { useHydrated } from "~/components/ui/use-hydrated";

export const DELETE_DIALOG_TITLE = "Are you absolutely sure?";

/** Where a user's deletion is confirmed (and, without JavaScript, asked for). */
export function userDeletePath(userId: string) {
  return `/admin-dashboard/users/${encodeURIComponent(userId)}/delete`;
}

/** What the dialog and the confirmation page both say. */
export function UserDeleteWarning({ name, email }: { name: string; email: string }) {
  return (
    <>
      This permanently deletes the account of <strong className="text-ink">{name}</strong> (
      <span className="break-all">{email}</span>) and their personal data: profile and photo,
      sign-in methods, enrolments, progress, certificates and notifications. They are signed out at
      once. This cannot be undone.
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
  const navigation = useNavigation();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const action = userDeletePath(user.id);
  const label = `Delete ${user.name}`;
  const trigger = buttonClasses({ variant: "outline", size });
  const classes = `${trigger} text-danger-strong hover:border-danger hover:bg-danger-bg hover:text-danger-strong`;

  if (!hydrated) {
    return (
      <Link to={action} className={classes} aria-label={label}>
        <TrashIcon className="size-4" />
        Delete
      </Link>
    );
  }

  const pending = navigation.state === "submitting" && navigation.formAction === action;
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
        Delete
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
            {DELETE_DIALOG_TITLE}
          </h2>
          <button
            type="button"
            aria-label="Close"
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
            Cancel
          </button>
          <Button type="submit" variant="destructive" pending={pending}>
            <TrashIcon className="size-5" />
            Delete user
          </Button>
        </Form>
      </dialog>
    </>
  );
}
