import { useId, useState } from "react";
import { cn } from "~/components/ui/cn";
import { AlertCircleIcon, CloseIcon } from "~/components/ui/icons";
import { TOAST_PLACEMENT } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Toast } from "~/domain/toast/toast";

/**
 * The error toast of a notification action that failed (spec 001 §8: destructive style). Failures
 * answer with a 4xx/5xx status rather than a redirect, so the message comes with the action's data
 * instead of the flash cookie; it looks and sits like the site's toasts and is announced at once.
 * It stays until dismissed (a CSS-only checkbox before JavaScript loads).
 */
export function NotificationActionToast({ toast }: { toast: Toast | null | undefined }) {
  const hydrated = useHydrated();
  const checkboxId = useId();
  const [dismissed, setDismissed] = useState<Toast | null>(null);
  if (!toast || dismissed === toast) return null;
  return (
    <div className={cn(TOAST_PLACEMENT, "justify-center sm:justify-end")}>
      <div
        role="alert"
        className="pointer-events-auto relative flex w-full max-w-sm animate-fade-in items-start gap-3 rounded-lg border border-danger-strong bg-danger p-4 pr-12 text-white shadow-lg has-[[data-toast-dismiss]:checked]:hidden sm:w-96"
      >
        <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-white" />
        <div className="min-w-0">
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-0.5 text-sm">{toast.description}</p> : null}
        </div>
        {hydrated ? (
          <button
            type="button"
            onClick={() => setDismissed(toast)}
            aria-label="Dismiss message"
            className="absolute top-2.5 right-2.5 flex size-8 items-center justify-center rounded-md text-white hover:bg-white/15 focus-visible:focus-ring"
          >
            <CloseIcon className="size-4" />
          </button>
        ) : (
          <>
            <input
              id={checkboxId}
              type="checkbox"
              data-toast-dismiss=""
              aria-label="Dismiss message"
              className="peer sr-only"
            />
            <label
              htmlFor={checkboxId}
              className="absolute top-2.5 right-2.5 flex size-8 cursor-pointer items-center justify-center rounded-md text-white peer-focus-visible:focus-ring hover:bg-white/15"
            >
              <CloseIcon className="size-4" />
            </label>
          </>
        )}
      </div>
    </div>
  );
}
