import { useEffect, useId, useState } from "react";
import type { Toast } from "~/domain/toast/toast";
import { cn } from "./cn";
import { AlertCircleIcon, CheckCircleIcon, CloseIcon } from "./icons";
import { useHydrated } from "./use-hydrated";

const AUTO_HIDE_MS = 6000;

/**
 * Where every toast sits: at the foot of the screen, not under the header. After an action the
 * page shows what was acted on (the course just enrolled in, the lesson's player) at its top,
 * and a toast there covered it. From 1440 px it stands above the corner contact button.
 */
export const TOAST_PLACEMENT =
  "pointer-events-none fixed inset-x-0 bottom-4 z-60 flex px-4 sm:left-auto sm:bottom-6 sm:px-6 min-[90rem]:bottom-24";

/**
 * The one-shot message of the root loader (the spec's toasts). Server-rendered, so it is visible
 * before (and without) JavaScript; then it hides itself after about 6 s (app/enhance/enhance.client.ts does so on public pages), pausing while the pointer
 * or keyboard focus is on it. Without JavaScript a CSS-only checkbox dismisses it.
 */
export function ToastRegion({ toast }: { toast: Toast | null | undefined }) {
  return (
    // Always rendered, so assistive technology is already watching when a toast arrives.
    // Not "Notifications": that names the learner's notification centre and its dashboard panel.
    <section
      aria-label="Status messages"
      className={cn(TOAST_PLACEMENT, "flex-col items-center gap-2 sm:items-end")}
    >
      <div aria-live="polite" className="contents">
        {toast && toast.variant !== "destructive" ? <ToastCard toast={toast} /> : null}
      </div>
      {toast && toast.variant === "destructive" ? <ToastCard toast={toast} /> : null}
    </section>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(true);
  const [paused, setPaused] = useState(false);
  const checkboxId = useId();
  const destructive = toast.variant === "destructive";

  // A new toast object (a fresh flash after a redirect) shows again even if the text repeats.
  const [shown, setShown] = useState(toast);
  if (shown !== toast) {
    setShown(toast);
    setOpen(true);
  }

  useEffect(() => {
    if (!open || paused) return;
    const timer = window.setTimeout(() => setOpen(false), AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [open, paused]);

  if (!open) return null;

  const Icon = destructive ? AlertCircleIcon : CheckCircleIcon;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing the timer while the pointer or focus is on the toast (WCAG 2.2.1); it adds no action of its own.
    <div
      data-toast=""
      role={destructive ? "alert" : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        "pointer-events-auto relative flex w-full max-w-sm animate-fade-in sm:w-96 items-start gap-3 rounded-lg border p-4 pr-12 shadow-lg",
        "has-[[data-toast-dismiss]:checked]:hidden",
        destructive
          ? "border-danger-strong bg-danger text-white"
          : "border-border bg-surface text-ink",
      )}
    >
      <Icon
        className={cn("mt-0.5 size-5 shrink-0", destructive ? "text-white" : "text-brand-600")}
      />
      <div className="min-w-0">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? (
          <p className={cn("mt-0.5 text-sm", destructive ? "text-white" : "text-ink-muted")}>
            {toast.description}
          </p>
        ) : null}
      </div>
      {hydrated ? (
        <button
          type="button"
          onClick={() => setOpen(false)}
          aria-label="Dismiss notification"
          className={cn(
            "absolute top-2.5 right-2.5 flex size-8 items-center justify-center rounded-md focus-visible:focus-ring",
            destructive ? "text-white hover:bg-white/15" : "text-ink-muted hover:bg-surface-sunken",
          )}
        >
          <CloseIcon className="size-4" />
        </button>
      ) : (
        <>
          <input
            id={checkboxId}
            type="checkbox"
            data-toast-dismiss=""
            aria-label="Dismiss notification"
            className="peer sr-only"
          />
          <label
            htmlFor={checkboxId}
            className={cn(
              "absolute top-2.5 right-2.5 flex size-8 cursor-pointer items-center justify-center rounded-md peer-focus-visible:focus-ring",
              destructive
                ? "text-white hover:bg-white/15"
                : "text-ink-muted hover:bg-surface-sunken",
            )}
          >
            <CloseIcon className="size-4" />
          </label>
        </>
      )}
    </div>
  );
}
